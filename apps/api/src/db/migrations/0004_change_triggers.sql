-- Every write to a listed table raises its counter in list_versions (db/schema/lists.ts), in the writing
-- transaction, and announces it on the channel list_version as 'name:version': a cached list answer is current
-- exactly while the counter it was built at is.
CREATE FUNCTION bump_list_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  INSERT INTO list_versions (name, version, changed_at) VALUES (TG_ARGV[0], 1, now())
  ON CONFLICT (name) DO UPDATE SET version = list_versions.version + 1, changed_at = now()
  RETURNING version INTO next_version;
  PERFORM pg_notify('list_version', TG_ARGV[0] || ':' || next_version);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lenders_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lenders
FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('lenders');
--> statement-breakpoint
INSERT INTO list_versions (name) VALUES ('lenders') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A session ends, or an account behind sessions is disabled, demoted or removed: whoever caches sessions drops them
-- (channel auth_change, delivered when the change commits).
CREATE FUNCTION notify_auth_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_change AFTER UPDATE OF revoked_at, expires_at OR DELETE OR TRUNCATE ON sessions
FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER admin_users_auth_change AFTER UPDATE OF status, role_id OR DELETE OR TRUNCATE ON admin_users
FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER partner_users_auth_change AFTER UPDATE OF status, partner_id OR DELETE OR TRUNCATE ON partner_users
FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER partners_auth_change AFTER UPDATE OF status, deleted_at OR DELETE OR TRUNCATE ON partners
FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_change();
