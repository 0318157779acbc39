import { lazy } from 'react';

const load = () => import('./second-factor-step');

/**
 * The second step of a staff login (decision 045) in its own chunk: most logins never show it, and its panels and
 * schemas were a sixth of the login page's download (issue 34). A login page asks for it with the first step's
 * answer (`loadSecondFactorStep`) and renders it once it has come.
 */
export const SecondFactorStep = lazy(() => load().then((module) => ({ default: module.SecondFactorStep })));

export const loadSecondFactorStep = (): Promise<unknown> => load();
