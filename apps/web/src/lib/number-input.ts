/** Indonesian digit grouping for a Mantine NumberInput: 1.234,5. */
export const ID_DIGITS = { thousandSeparator: '.', decimalSeparator: ',' } as const;
