CREATE TABLE "sign_in_addresses" (
	"user_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A session id must name a session of the token's own user (issue 34): an
-- access token whose sid names no session, or another user's, lets no one in.
CREATE OR REPLACE FUNCTION current_access(user_id uuid, session_family uuid) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT r.permissions FROM users u JOIN roles r ON r.id = u.role_id
    WHERE u.id = user_id AND u.is_active
      AND EXISTS (SELECT 1 FROM sessions s WHERE s.family = session_family AND s.user_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.family = session_family AND s.revoked_at IS NOT NULL)
  );
END $$;
