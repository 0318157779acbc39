import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchant_leads } from '../../db/schema/customer';
import { createPartner, type PartnerRow } from '../../test/factories';
import { createTestApp, freshIp, type TestApp } from '../../test/test-app';

const valid = {
  business_name: 'Sharma Kirana Store',
  contact_name: 'Ramesh Sharma',
  mobile: '9123456780',
  email: 'ramesh@example.in',
  city: 'New Delhi',
};

describe('POST /api/merchant-leads', () => {
  let t: TestApp;
  let finserve: PartnerRow;
  beforeAll(async () => {
    t = await createTestApp();
    finserve = await createPartner(t.db, { key: 'finserve' });
  });
  afterAll(async () => t.close());

  it('stores the lead for merchant management, linked to the partner in the link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/merchant-leads',
      remoteAddress: freshIp(),
      payload: { ...valid, partner_name: 'FinServe' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Thank you. Our team will contact you soon' });
    const [lead] = await t.db.select().from(merchant_leads).where(eq(merchant_leads.mobile, '9123456780'));
    expect(lead).toMatchObject({
      business_name: 'Sharma Kirana Store',
      city: 'New Delhi',
      partner_id: finserve.id,
      partner_name: 'finserve',
      status: 'new',
    });
  });

  it('stores a lead without a partner', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/merchant-leads',
      remoteAddress: freshIp(),
      payload: { ...valid, mobile: '9123456781', partner_name: '' },
    });
    expect(response.statusCode).toBe(200);
    const [lead] = await t.db.select().from(merchant_leads).where(eq(merchant_leads.mobile, '9123456781'));
    expect(lead).toMatchObject({ partner_id: null, partner_name: null });
  });

  it('answers 422 with the field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/merchant-leads',
      remoteAddress: freshIp(),
      payload: { ...valid, business_name: 'A&B', mobile: '12345', email: 'x@', city: '1' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      business_name: ['Business name must be 3 to 40 letters, digits or spaces'],
      mobile: ['Please enter a valid 10 digit mobile number'],
      email: ['Email is invalid'],
      city: ['Please enter a valid city'],
    });
  });
});
