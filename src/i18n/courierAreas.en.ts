/**
 * English messages of the courier areas screen (issue 37) that a spec cannot
 * carry: the mapping editor, the places a courier cannot reach yet and the
 * read of the couriers' lists.
 */
const courierAreasEn = {
  courierAreas: {
    whole_district: 'Whole district',
    refresh: {
      button: 'Read the couriers’ lists now',
      done: 'The couriers’ lists are being read; Pathao’s zones take a few minutes. Mappings staff made are kept.',
    },
    map: {
      button: 'Map a place',
      title: 'Where %{courier} takes parcels for a place',
      title_new: 'Map a place to a courier’s area',
      courier: 'Courier',
      place: 'Our district and thana',
      place_help: 'Choose a district alone to map all its thanas that have no mapping of their own.',
      city: 'Pathao city',
      zone: 'Pathao zone',
      area: 'Pathao area (optional)',
      redx_area: 'RedX area',
      any_area: 'Any area of the zone',
      no_door: '%{name} (no delivery to the door)',
      none_read: 'Nothing read from this list yet: read the couriers’ lists first.',
      read_at: 'The list was read on %{date}.',
      save: 'Save mapping',
      saved: 'Mapping saved: %{place} goes to %{areas}',
    },
    unmapped: {
      title: 'Places a courier cannot reach yet',
      courier: 'Courier to check',
      count: '%{smart_count} place cannot be booked with %{courier} |||| %{smart_count} places cannot be booked with %{courier}',
      none: '%{courier} has an area for every district and thana.',
      search: 'Find a place',
      more: '%{smart_count} more: type to narrow the list.',
      map: 'Map',
      map_place: 'Map %{place}',
    },
  },
};

export default courierAreasEn;
