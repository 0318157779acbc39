import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { intakeFailure, isFollowableUrl } from './intake-outcome';

describe('intakeFailure', () => {
  it('follows a redirection URL the answer carries', () => {
    const error = new ApiError(409, 'This form was already sent', {
      success: false,
      redirectionUrl: '/user/business-offers',
    });
    expect(intakeFailure(error)).toEqual({ kind: 'redirect', url: '/user/business-offers' });
  });

  it("shows the rejection for the message 'Rejected' or the rejected flag", () => {
    expect(intakeFailure(new ApiError(409, 'Rejected', { success: false }))).toEqual({ kind: 'rejected' });
    expect(intakeFailure(new ApiError(409, 'अस्वीकृत', { success: false, rejected: true }))).toEqual({
      kind: 'rejected',
    });
  });

  it('sends anything else to the not-found page', () => {
    expect(intakeFailure(new ApiError(404, 'Not found', { success: false }))).toEqual({ kind: 'not-found' });
    expect(intakeFailure(new Error('network down'))).toEqual({ kind: 'not-found' });
  });
});

describe('isFollowableUrl', () => {
  it('follows this site’s paths and http(s) lender pages only', () => {
    expect(isFollowableUrl('/user/offers')).toBe(true);
    expect(isFollowableUrl('https://lender.example/continue')).toBe(true);
    expect(isFollowableUrl('//evil.example')).toBe(false);
    expect(isFollowableUrl('javascript:alert(1)')).toBe(false);
  });
});
