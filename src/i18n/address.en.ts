/**
 * English messages of an address's place (issue 37): the district and thana
 * picker and its suggestion, one for the till's address dialog and the
 * customer's addresses alike.
 */
const addressEn = {
  address: {
    place: {
      label: 'District and thana',
      help: 'Type in English or Bangla; a district alone will do',
      district: 'District',
      type: 'Type a district or thana',
      none: 'No district or thana by that name',
      suggested: 'Suggested: %{place}',
      use: 'Use',
      use_label: 'Use %{place}',
    },
  },
};

export default addressEn;
