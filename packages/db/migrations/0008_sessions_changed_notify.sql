-- Decision 0043: every statement that changes what a session is read from (the tokens, the users,
-- the ownership rows, whose data versions move with every write the figures read) notifies the
-- channel 'harborstay_sessions', and the embedded server, which listens on it, forgets the sessions
-- it kept. Only a session that listens itself is notified: on PGlite the server's one session
-- listens and sees every write; on PostgreSQL no writer listens, and the notification, which every
-- committing writer would queue for nobody, is not sent.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF 'harborstay_sessions' = ANY (ARRAY(SELECT pg_listening_channels())) THEN
    PERFORM pg_notify('harborstay_sessions', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_tokens_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON auth_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER property_owners_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_owners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
