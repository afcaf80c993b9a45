// Journeys drive a real browser against a real backend: give each test room, but the waits
// inside them are on conditions, so a passing test never sleeps.
jest.setTimeout(90_000);
