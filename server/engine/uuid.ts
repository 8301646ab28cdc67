const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a record id (a uuid): checked before it reaches SQL, where it would be a 500. */
export const isUuid = (v: string) => UUID.test(v);
