// A CSV cell a spreadsheet would run as a formula: text starting with =, +, -, @, a tab or a
// carriage return (a description or an address as the user typed it, `=HYPERLINK(…)`). Such a
// cell is written with a leading ' (papaparse's escapeFormulae), so it arrives as text. A number —
// an amount of -0.5, a fee of +1e-8, as a number or as its text — is no formula and stays as it is,
// so the sheet still sums it. The client's export and the e-mailed report write with the same rule.
const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?`;

export const CSV_FORMULA = new RegExp(String.raw`^(?!${NUMBER}$)[=+\-@\t\r]`);

/** papaparse's unparse options every CSV of the product is written with. */
export const CSV_WRITE_OPTIONS = { escapeFormulae: CSV_FORMULA } as const;
