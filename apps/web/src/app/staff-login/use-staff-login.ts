import { useState } from 'react';
import type { SecondFactorChallenge } from '@saakh/domain/auth';
import { needsSecondFactor } from '@saakh/domain/login-answers';
import { loadLoginSecondFactor } from './login-second-factor';

/** A staff login's password step as its page draws it. */
export type StaffLoginState<Values> = {
  submitting: boolean;
  submit: (values: Values) => Promise<void>;
  /** The second factor due, once its step's code has come; null before it, or after going back to the password. */
  challenge: SecondFactorChallenge | null;
  restart: () => void;
};

/**
 * The password step of a staff login: sends it, and either enters (the session is set) or keeps the second factor's
 * challenge, once its step's code has come (decision 045). A failure is the form's to show; entering leaves the page,
 * so the button stays busy until it has gone.
 */
export function useStaffLogin<Values, Answer extends object>(
  send: (values: Values) => Promise<Answer | SecondFactorChallenge>,
  enter: (answer: Answer) => void,
): StaffLoginState<Values> {
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const submit = async (values: Values): Promise<void> => {
    setSubmitting(true);
    let leaving = false;
    try {
      const answer = await send(values);
      if (needsSecondFactor(answer)) {
        await loadLoginSecondFactor();
        setChallenge(answer);
      } else {
        leaving = true;
        enter(answer as Answer);
      }
    } finally {
      if (!leaving) setSubmitting(false);
    }
  };

  return { submitting, submit, challenge, restart: () => setChallenge(null) };
}
