/** Banks customers pay from most, with their NAPAS BINs (the VietQR payload names a bank by its BIN). */
export const vietnamBanks = [
  { bankBin: '970436', bankName: 'Vietcombank' },
  { bankBin: '970415', bankName: 'VietinBank' },
  { bankBin: '970418', bankName: 'BIDV' },
  { bankBin: '970405', bankName: 'Agribank' },
  { bankBin: '970407', bankName: 'Techcombank' },
  { bankBin: '970422', bankName: 'MB Bank' },
  { bankBin: '970416', bankName: 'ACB' },
  { bankBin: '970432', bankName: 'VPBank' },
  { bankBin: '970423', bankName: 'TPBank' },
  { bankBin: '970403', bankName: 'Sacombank' },
  { bankBin: '970437', bankName: 'HDBank' },
  { bankBin: '970441', bankName: 'VIB' },
] as const
