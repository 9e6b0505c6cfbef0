/** Messages of VIP levels. Every language file has these keys. */
export const vipEn = {
  'vip.level_not_found': 'There is no such VIP level.',
  'vip.rank_taken': 'Another VIP level already has rank {rank}.',
  'vip.thresholds_invalid':
    'Each level must need more growth than the one below it, and keeping a level cannot need more than reaching it.',
  'vip.birthday_already_set': 'Your birthday is already saved. Customer service can correct it.',
  'vip.birthday_invalid': 'Enter a real date of birth: you must be at least 18.',
};
