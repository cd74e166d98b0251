-- Rate-limit counters are worth nothing after a crash and are written on every limited request:
-- without the write-ahead log, a hit costs no fsync. (PostgreSQL empties an unlogged table after a
-- crash, which only restarts the windows.)
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
