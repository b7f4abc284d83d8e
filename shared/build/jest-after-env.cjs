require('@testing-library/jest-dom');

// A findBy/waitFor waits up to 3 s (the library's default is 1 s): a picker answers after its
// typing pause, a fetch and a render, and on a loaded two-core CI machine that passed 1 s. A test
// that finds what it waits for returns at once; one that never finds it still fails.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
