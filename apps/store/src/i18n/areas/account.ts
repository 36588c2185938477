// Texts of one area of the store, Thai and English side by side; th.ts and en.ts merge the areas.
// The English object has the Thai one's type, so a missing or extra key fails the type check.

export const th = {}

export const en: typeof th = {}
