/** The 54 parshiyot live with the contracts (the web's games read them too); the content reads them from there. */
export * from '@morah/contracts/parshiyot';
