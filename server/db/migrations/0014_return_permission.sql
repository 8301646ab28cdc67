-- One word for returns (issue 20): the permission to take a return is named
-- after the resource's path, `return`, like `return:list` and `return:export`;
-- roles saved with the old `returns:create` keep what they could do.
UPDATE "roles"
SET "permissions" = (
  SELECT jsonb_agg(CASE WHEN p = 'returns:create' THEN 'return:create' ELSE p END)
  FROM jsonb_array_elements_text("permissions") AS p
)
WHERE "permissions" ? 'returns:create';
