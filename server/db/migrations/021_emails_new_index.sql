-- The mailer takes the oldest new email first. Without an index of the new ones, it read
-- past every email ever composed to find it: a backlog of n new emails took n² reads.

CREATE INDEX emails_new_idx ON emails (id) WHERE status = 'new';
