import { Migration } from '@mikro-orm/migrations';

/**
 * Posture evaluation in SQL, so sessions whose posture no longer holds can be found and ended
 * in one statement (src/services/session/lapsed-sessions.ts) instead of loading each API
 * session's data. The same rules as src/services/policy/posture.ts (the evaluation requests
 * use), check for check; test/e2e/access/posture-sql-parity.test.ts holds the two together.
 *
 * zt_posture_check_passes(type, details, API session, time) reads the API session's
 * posture_data rows. Malformed details or data fail the check; nothing here raises an error
 * (a sweep over every session must not stop at one odd row). No `?` in the SQL: the migration
 * runner would take it for a parameter.
 */
export class Migration0017PostureEvaluationInSql extends Migration {
  override async up(): Promise<void> {
    // A JSON value as an array: anything else (absent, null, an object) is an empty one.
    this.addSql(String.raw`create function zt_json_array(j jsonb) returns jsonb language sql immutable parallel safe as
      $$ select case when jsonb_typeof(j) = 'array' then j else '[]'::jsonb end $$`);
    this.addSql(String.raw`create function zt_trim(t text) returns text language sql immutable parallel safe as
      $$ select regexp_replace(t, '^[[:space:]]+|[[:space:]]+$', '', 'g') $$`);
    this.addSql(String.raw`create function zt_normal_mac(t text) returns text language sql immutable parallel safe as
      $$ select lower(regexp_replace(t, '[:.[:space:]-]', '', 'g')) $$`);
    this.addSql(String.raw`create function zt_normal_hex(t text) returns text language sql immutable parallel safe as
      $$ select lower(regexp_replace(t, '[:[:space:]]', '', 'g')) $$`);
    // An ISO time as the controller writes it (toISOString), else null.
    this.addSql(String.raw`create function zt_iso_time(t text) returns timestamptz language sql immutable parallel safe as
      $$ select case when t ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,6}){0,1}Z$' then t::timestamptz end $$`);

    // A version's leading numeric parts ("v10.0.19041-rc1" -> {10,0,19041}); null without any.
    this.addSql(String.raw`create function zt_version_parts(v text) returns numeric[] language sql immutable parallel safe as
      $$ select case when m is not null then string_to_array(m[1], '.')::numeric[] end
         from (select regexp_match(v, '^[[:space:]]*[vV]{0,1}([0-9]+(\.[0-9]+)*)') as m) r $$`);
    // Compares two versions part by part, missing parts being 0 (at least three parts).
    this.addSql(String.raw`create function zt_version_compare(a numeric[], b numeric[]) returns int language plpgsql immutable parallel safe as $fn$
      declare
        n int := greatest(coalesce(array_length(a, 1), 0), coalesce(array_length(b, 1), 0), 3);
      begin
        for i in 1..n loop
          if coalesce(a[i], 0) <> coalesce(b[i], 0) then
            return sign(coalesce(a[i], 0) - coalesce(b[i], 0));
          end if;
        end loop;
        return 0;
      end $fn$`);
    // A version in a range as the OS check reads it: alternatives split by ||, each a list of
    // terms that must all hold, a term an operator (>, >=, <, <=, =, ==, !=, none for =) and a version.
    this.addSql(String.raw`create function zt_version_in_range(version text, range text) returns boolean language plpgsql immutable parallel safe as $fn$
      declare
        v numeric[] := zt_version_parts(version);
        alternative text;
        terms text[];
        term text;
        op text;
        bound numeric[];
        c int;
        holds boolean;
      begin
        if v is null or range is null then return false; end if;
        foreach alternative in array string_to_array(range, '||') loop
          terms := array(select t from regexp_split_to_table(regexp_replace(zt_trim(alternative), '(>=|<=|==|!=|>|<|=)[[:space:]]+', '\1', 'g'), '[[:space:]]+') t where t <> '');
          continue when cardinality(terms) = 0;
          holds := true;
          foreach term in array terms loop
            if length(term) > 2 and left(term, 2) in ('>=', '<=', '==', '!=') then op := left(term, 2);
            elsif length(term) > 1 and left(term, 1) in ('>', '<', '=') then op := left(term, 1);
            else op := '';
            end if;
            bound := zt_version_parts(substr(term, length(op) + 1));
            if bound is null then holds := false; exit; end if;
            c := zt_version_compare(v, bound);
            if not (case op when '>' then c > 0 when '>=' then c >= 0 when '<' then c < 0 when '<=' then c <= 0 when '!=' then c <> 0 else c = 0 end) then
              holds := false;
              exit;
            end if;
          end loop;
          if holds then return true; end if;
        end loop;
        return false;
      end $fn$`);

    // One process spec (of a PROCESS or PROCESS_MULTI check) against the API session's process rows.
    this.addSql(String.raw`create function zt_process_passes(spec jsonb, api_session text) returns boolean language plpgsql stable parallel safe as $fn$
      declare
        p jsonb;
        hashes text[];
        signers text[];
      begin
        if jsonb_typeof(spec) <> 'object' or jsonb_typeof(spec->'path') <> 'string' then return false; end if;
        -- Windows and macOS paths compare without case, others exactly; the first by path order, as the evaluation reads them.
        select d."data" into p from "posture_data" d
          where d."api_session_id" = api_session and d."kind" = 'PROCESS'
            and case when spec->>'osType' = 'Linux' then d."data"->>'path' = spec->>'path' else lower(d."data"->>'path') = lower(spec->>'path') end
          order by d."key" limit 1;
        if p is null or p->'isRunning' is distinct from 'true'::jsonb then return false; end if;
        hashes := array(select zt_normal_hex(h) from jsonb_array_elements_text(zt_json_array(spec->'hashes')) h);
        if cardinality(hashes) > 0 and not (coalesce(p->>'hash', '') <> '' and zt_normal_hex(p->>'hash') = any(hashes)) then return false; end if;
        signers := array(select zt_normal_hex(f) from jsonb_array_elements_text(zt_json_array(spec->'signerFingerprints')) f
          union all select zt_normal_hex(spec->>'signerFingerprint') where coalesce(spec->>'signerFingerprint', '') <> '');
        if cardinality(signers) > 0 and not exists (
          select 1 from jsonb_array_elements_text(zt_json_array(p->'signerFingerprints')) f where zt_normal_hex(f) = any(signers)) then
          return false;
        end if;
        return true;
      end $fn$`);

    this.addSql(String.raw`create function zt_posture_check_passes(check_type text, details jsonb, api_session text, at timestamptz) returns boolean language plpgsql stable parallel safe as $fn$
      declare
        d jsonb;
        reported text;
        passed timestamptz;
        timeout numeric;
      begin
        case check_type
        when 'OS' then
          select x."data" into d from "posture_data" x where x."api_session_id" = api_session and x."kind" = 'OS' limit 1;
          if d is null then return false; end if;
          return exists (select 1 from jsonb_array_elements(zt_json_array(details->'operatingSystems')) o
            where jsonb_typeof(o) = 'object' and lower(o->>'type') = lower(d->>'type')
              and (jsonb_array_length(zt_json_array(o->'versions')) = 0
                or exists (select 1 from jsonb_array_elements_text(zt_json_array(o->'versions')) r where zt_version_in_range(d->>'version', r))));
        when 'MAC' then
          select x."data" into d from "posture_data" x where x."api_session_id" = api_session and x."kind" = 'MAC' limit 1;
          return exists (select 1 from jsonb_array_elements_text(zt_json_array(details->'macAddresses')) a
            join jsonb_array_elements_text(zt_json_array(d->'addresses')) r on zt_normal_mac(r) = zt_normal_mac(a));
        when 'DOMAIN' then
          select x."data"->>'domain' into reported from "posture_data" x where x."api_session_id" = api_session and x."kind" = 'DOMAIN' limit 1;
          reported := lower(zt_trim(coalesce(reported, '')));
          return reported <> '' and exists (select 1 from jsonb_array_elements_text(zt_json_array(details->'domains')) a where lower(zt_trim(a)) = reported);
        when 'PROCESS' then
          return coalesce(zt_process_passes(details->'process', api_session), false);
        when 'PROCESS_MULTI' then
          if jsonb_array_length(zt_json_array(details->'processes')) = 0 then return false; end if;
          if details->>'semantic' = 'AnyOf' then
            return exists (select 1 from jsonb_array_elements(zt_json_array(details->'processes')) s where zt_process_passes(s, api_session));
          end if;
          return not exists (select 1 from jsonb_array_elements(zt_json_array(details->'processes')) s where not zt_process_passes(s, api_session));
        when 'MFA' then
          -- A TOTP code given, not before a wake / unlock its flags ask about, within the timeout (-1 or 0: none).
          select zt_iso_time(x."data"->>'passedAt') into passed from "posture_data" x where x."api_session_id" = api_session and x."kind" = 'MFA' limit 1;
          if passed is null then return false; end if;
          select x."data" into d from "posture_data" x where x."api_session_id" = api_session and x."kind" = 'ENDPOINT_STATE' limit 1;
          if details->'promptOnWake' = 'true'::jsonb and zt_iso_time(d->>'wokenAt') > passed then return false; end if;
          if details->'promptOnUnlock' = 'true'::jsonb and zt_iso_time(d->>'unlockedAt') > passed then return false; end if;
          timeout := case when jsonb_typeof(details->'timeoutSeconds') = 'number' then (details->>'timeoutSeconds')::numeric else -1 end;
          return timeout <= 0 or passed + timeout * interval '1 second' > at;
        else
          return false;
        end case;
      end $fn$`);
  }
}
