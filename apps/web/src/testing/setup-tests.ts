import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. Beside the API tests, the build and the benchmark smokes a render
// after a stubbed request has taken longer (my-consents, a switch found after its dialog closed, at stop 51); a
// passing test waits no longer for the higher limit, and a failing one still fails.
configure({ asyncUtilTimeout: 5000 });
