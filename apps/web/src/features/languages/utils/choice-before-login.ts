/**
 * Whether the visitor picked a language on a public page during this visit, before logging in (decision 025). Kept
 * for the tab's visit only: at login such a choice is saved to the profile; without one, the profile's language is
 * applied, so a choice made on another device is never undone by what this browser remembered from long ago.
 */
const KEY = 'saakh.language.chosenBeforeLogin';

export function markChoiceBeforeLogin(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Private mode without storage: the profile's language applies at login.
  }
}

/** Answers whether a choice was made, and forgets it: one login consumes it. */
export function takeChoiceBeforeLogin(): boolean {
  try {
    const chosen = window.sessionStorage.getItem(KEY) === '1';
    window.sessionStorage.removeItem(KEY);
    return chosen;
  } catch {
    return false;
  }
}
