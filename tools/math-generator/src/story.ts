// Names and things for word problems. Items are only used with counts of two or more, so plurals are safe.

export const NAMES = [
  'Meera',
  'Rohan',
  'Aarav',
  'Priya',
  'Kabir',
  'Ananya',
  'Ishaan',
  'Diya',
  'Arjun',
  'Sana',
  'Vikram',
  'Nisha',
  'Farhan',
  'Lakshmi',
  'Gurpreet',
  'Tenzin',
  'Joseph',
  'Fatima',
  'Ravi',
  'Asha',
] as const;

export const ITEMS = [
  'mangoes',
  'marbles',
  'pencils',
  'balloons',
  'stickers',
  'bangles',
  'laddoos',
  'crayons',
  'kites',
  'shells',
] as const;

/** Things a child buys, with their article. */
export const CHEAP_ITEMS = ['a pencil', 'an eraser', 'a balloon', 'a sharpener', 'a toffee'] as const;

export const SHOP_ITEMS = ['a notebook', 'a ball', 'a toy car', 'a packet of biscuits', 'a kite'] as const;
