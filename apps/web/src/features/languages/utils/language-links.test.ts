import { afterEach, describe, expect, it } from 'vitest';
import { takeChoiceBeforeLogin } from './choice-before-login';
import { languageLink, takeLanguageFromAddress } from './language-links';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});

describe('language links', () => {
  it('takes the language a link put in the address, keeping the page and its query, as a choice before login', () => {
    window.history.replaceState(null, '', `/products?utm_source=sms&p=7${languageLink('hi')}`);
    expect(takeLanguageFromAddress()).toBe('hi');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/products?utm_source=sms&p=7',
    );
    expect(takeChoiceBeforeLogin()).toBe(true);
    // Taken once: the address no longer carries it.
    expect(takeLanguageFromAddress()).toBeNull();
  });

  it('leaves other fragments alone and drops a language it does not know', () => {
    window.history.replaceState(null, '', '/#faq');
    expect(takeLanguageFromAddress()).toBeNull();
    expect(window.location.hash).toBe('#faq');
    window.history.replaceState(null, '', '/#lang=fr');
    expect(takeLanguageFromAddress()).toBeNull();
    expect(window.location.hash).toBe('');
    expect(takeChoiceBeforeLogin()).toBe(false);
  });
});
