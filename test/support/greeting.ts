/** What a test core sends a new friend on accepting a request (the app's comes from its catalogue). */
export const TEST_GREETING = "Hi! We're friends now.";
