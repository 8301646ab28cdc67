-- Who is still let in, as one scalar (server/domains/accounts/currentAccess.ts):
-- the permissions of the user's role when the user is active and the token's
-- session names a session of that same user that has not been ended, else
-- null. An access token whose sid names no session, or another user's, lets
-- no one in (issue 34).
CREATE OR REPLACE FUNCTION current_access(user_id uuid, session_family uuid) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT r.permissions FROM users u JOIN roles r ON r.id = u.role_id
    WHERE u.id = user_id AND u.is_active
      AND EXISTS (SELECT 1 FROM sessions s WHERE s.family = session_family AND s.user_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.family = session_family AND s.revoked_at IS NOT NULL)
  );
END $$;
