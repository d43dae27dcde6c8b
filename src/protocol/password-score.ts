// The least strength estimate (zxcvbn's score, 0–4) a new password must reach: 3 resists an
// offline attack on a slow hash. Apart from the estimator itself, so a page can know the bar
// without loading the estimator's dictionaries.
export const MIN_PASSWORD_SCORE = 3;
export type PasswordScore = 0 | 1 | 2 | 3 | 4;
