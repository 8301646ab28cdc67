/** Bangla messages of an address's place (issue 37): the district and thana picker and its suggestion. */
const addressBn = {
  address: {
    place: {
      label: 'জেলা ও থানা',
      help: 'ইংরেজি বা বাংলায় লিখুন; শুধু জেলাও বেছে নেওয়া যায়',
      district: 'জেলা',
      type: 'জেলা বা থানার নাম লিখুন',
      none: 'এই নামে কোনো জেলা বা থানা নেই',
      suggested: 'প্রস্তাবিত: %{place}',
      use: 'ব্যবহার করুন',
      use_label: '%{place} ব্যবহার করুন',
    },
  },
};

export default addressBn;
