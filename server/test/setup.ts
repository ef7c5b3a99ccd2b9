// opening an embedded database takes seconds, more when test files run side by side
jest.setTimeout(30_000);
