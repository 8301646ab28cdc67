/** Bangladeshi given names and family names, for believable demo customers. */
export const GIVEN_NAMES = [
  'Abdul', 'Abir', 'Afsana', 'Anika', 'Arif', 'Ayesha', 'Bilkis', 'Dilruba', 'Faisal', 'Farhana',
  'Fatema', 'Habib', 'Hasan', 'Imran', 'Ishrat', 'Jahid', 'Jannat', 'Kamal', 'Karim', 'Laila',
  'Mahmud', 'Marium', 'Mehedi', 'Mim', 'Mithila', 'Nadia', 'Nasrin', 'Nusrat', 'Omar', 'Parvez',
  'Rafiq', 'Rahim', 'Rakib', 'Rashed', 'Rina', 'Rubel', 'Sabina', 'Sadia', 'Saiful', 'Sakib',
  'Salma', 'Shahana', 'Shakil', 'Sharmin', 'Shirin', 'Sohel', 'Sumaiya', 'Tahmina', 'Tanvir', 'Tasnim',
  'Touhid', 'Yasmin', 'Zahid', 'Zarin', 'Ruma', 'Mitu', 'Anisur', 'Mizanur', 'Shafiq', 'Nazmul',
];

export const FAMILY_NAMES = [
  'Ahmed', 'Akter', 'Alam', 'Ali', 'Begum', 'Biswas', 'Chowdhury', 'Das', 'Haque', 'Hossain',
  'Islam', 'Jahan', 'Kabir', 'Khan', 'Khatun', 'Mahmud', 'Miah', 'Mondal', 'Rahman', 'Roy',
  'Sarkar', 'Sheikh', 'Siddique', 'Talukder', 'Uddin', 'Bhuiyan', 'Majumder', 'Sultana', 'Karim', 'Paul',
];

export const CITIES = [
  { city: 'Dhaka', areas: ['Dhanmondi', 'Gulshan', 'Mirpur', 'Uttara', 'Mohammadpur', 'Banani', 'Bashundhara'], postal: '1205' },
  { city: 'Chattogram', areas: ['Agrabad', 'Nasirabad', 'Halishahar', 'Panchlaish'], postal: '4100' },
  { city: 'Sylhet', areas: ['Zindabazar', 'Amberkhana', 'Subidbazar'], postal: '3100' },
  { city: 'Rajshahi', areas: ['Shaheb Bazar', 'Uposhohor', 'Kazla'], postal: '6000' },
  { city: 'Khulna', areas: ['Sonadanga', 'Boyra', 'Khalishpur'], postal: '9100' },
  { city: 'Barishal', areas: ['Sadar Road', 'Nathullabad'], postal: '8200' },
];
