/** An address's field labels, the same in the engine's address lists and the till's address dialog. */
export const ADDRESS_FIELDS_EN = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  street: 'Street',
  city: 'City',
  state: 'State',
  country: 'Country',
  postalCode: 'Postal code',
};

export const ADDRESS_FIELDS_BN: Record<keyof typeof ADDRESS_FIELDS_EN, string> = {
  name: 'নাম',
  email: 'ইমেইল',
  phone: 'ফোন',
  street: 'রাস্তা',
  city: 'শহর',
  state: 'বিভাগ',
  country: 'দেশ',
  postalCode: 'পোস্ট কোড',
};
