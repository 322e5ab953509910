import { getPromotions } from '../../app/api/content.ts';

export const exercises = {
  'content.promotions': () => getPromotions({ category: 'new_player', language: 'EN' }),
};
