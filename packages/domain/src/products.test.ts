import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from './auth';
import { csrProfileSchema } from './csr';
import { productCatalogue } from './insurance';
import { messages } from './messages';
import { productTypeByCode, productTypes } from './product-types';
import {
  byCompletionFlag,
  completionFlag,
  completionFlags,
  isLoanProductCode,
  loanProductCodes,
  loanProductOfType,
  loanProducts,
  productForms,
} from './products';
import { loanAmountLimits, profileInputSchemas } from './profile';
import { decideCustomerRoute, productFlows } from './routing';
import { userProfileSchema } from './user';

describe('the product registry', () => {
  it('lists the spec four loans, then student, 2-wheeler and car loans, in that order', () => {
    expect(loanProductCodes).toEqual(['pl', 'bl', 'gl', 'hl', 'sl', 'tw', 'cl']);
    expect(completionFlags).toEqual([
      'pl_completed',
      'bl_completed',
      'gl_completed',
      'hl_completed',
      'sl_completed',
      'tw_completed',
      'cl_completed',
    ]);
  });

  it('recognises only registry codes, not inherited object keys', () => {
    for (const code of loanProductCodes) expect(isLoanProductCode(code)).toBe(true);
    for (const value of ['toString', 'constructor', 'xx', '', null, 1]) expect(isLoanProductCode(value)).toBe(false);
  });

  it('gives each loan its own product type, catalogue key and pages', () => {
    const entries = Object.values(loanProducts);
    for (const key of ['productType', 'catalogueKey', 'nameKey', 'amountMessage', 'seedName'] as const)
      expect(new Set(entries.map((entry) => entry[key])).size, key).toBe(entries.length);
    const paths = entries.flatMap((entry) => Object.values(entry.pages));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/user\/[a-z-]+$/);
  });

  it.each(loanProductCodes)('derives the lists, flags, routes and forms of %s from its entry', (code) => {
    const entry = loanProducts[code];
    expect(productTypes).toContain(entry.productType);
    expect(productTypeByCode[code]).toBe(entry.productType);
    expect(loanProductOfType(entry.productType)).toBe(code);
    expect(productFlows[code]).toEqual(entry.pages);
    expect(productForms).toContain(entry.form);
    expect(loanAmountLimits[code]).toEqual({ ...entry.amount, message: entry.amountMessage });
    expect(productCatalogue).toContainEqual({
      key: entry.catalogueKey,
      category: 'Loans',
      nameKey: entry.nameKey,
      productType: entry.productType,
      loanProduct: code,
      path: '/user',
    });
    const flag = completionFlag(code);
    for (const schema of [userProfileSchema, sessionUserSchema, csrProfileSchema])
      expect(schema.shape).toHaveProperty(flag);
  });

  it.each(loanProductCodes)('checks the amount of a %s loan against its own limits', (code) => {
    const { min, max } = loanProducts[code].amount;
    const amountErrors = (amount: number) =>
      profileInputSchemas[code]
        .safeParse({ desired_loan_amount: amount })
        .error?.issues.filter((issue) => issue.path[0] === 'desired_loan_amount')
        .map((issue) => issue.message) ?? [];
    expect(amountErrors(min)).toEqual([]);
    expect(amountErrors(max)).toEqual([]);
    expect(amountErrors(min - 1)).toEqual([loanProducts[code].amountMessage]);
    expect(amountErrors(max + 1)).toEqual([loanProducts[code].amountMessage]);
  });

  it.each(loanProductCodes)('routes a customer who completed %s from its welcome page to its offers', (code) => {
    const { pages, productType } = loanProducts[code];
    const user = {
      ...byCompletionFlag((flag) => (flag === completionFlag(code) ? 1 : 0)),
      pl_update_required: 0,
      pl_se_update_required: 0,
      is_editing: 0,
    };
    const input = { hasToken: true, productType, appId: '7', user, lenderModeConfigured: false };
    expect(decideCustomerRoute({ ...input, pathname: pages.detail })).toEqual({ redirect: pages.offers });
    expect(decideCustomerRoute({ ...input, pathname: pages.offers })).toBeNull();
    expect(
      decideCustomerRoute({ ...input, pathname: pages.offers, user: { ...user, [completionFlag(code)]: 0 } }),
    ).toEqual({ redirect: pages.detail });
  });

  it.each(loanProductCodes)('has the name and amount texts of %s in English and Hindi', (code) => {
    const { nameKey, amountMessage } = loanProducts[code];
    for (const key of [nameKey, amountMessage]) {
      const message = (messages as Record<string, { en: string; hi: string } | undefined>)[key];
      expect(message?.en, key).toBeTruthy();
      expect(message?.hi, key).toBeTruthy();
      expect(message?.hi).not.toBe(message?.en);
    }
  });
});
