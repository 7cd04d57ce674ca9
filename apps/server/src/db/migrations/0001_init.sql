CREATE TABLE "article_genres" (
	"article_id" uuid NOT NULL,
	"genre_id" uuid NOT NULL,
	CONSTRAINT "article_genres_article_id_genre_id_pk" PRIMARY KEY("article_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "article_profiles" (
	"article_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	CONSTRAINT "article_profiles_article_id_profile_id_pk" PRIMARY KEY("article_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"search_text" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"about" text,
	"profile_picture" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"type" text DEFAULT 'Article' NOT NULL,
	"author_profile_id" uuid NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"embedded_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_status_check" CHECK ("articles"."status" IN ('PUBLISHED', 'DRAFT')),
	CONSTRAINT "articles_published_at_check" CHECK ("articles"."status" <> 'PUBLISHED' OR "articles"."published_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb NOT NULL,
	"slug" "citext" NOT NULL,
	"parent_id" uuid,
	"type" text DEFAULT 'Event' NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "genres_slug_unique" UNIQUE("slug"),
	CONSTRAINT "genres_not_own_parent_check" CHECK ("genres"."parent_id" IS NULL OR "genres"."parent_id" <> "genres"."id"),
	CONSTRAINT "genres_name_i18n_en_check" CHECK (jsonb_typeof("genres"."name_i18n" -> 'en') = 'string')
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"profile_picture" text,
	"type" text NOT NULL,
	"entity_type" text,
	"event_id" uuid,
	"profile_id" uuid,
	"url" text,
	"external_spot_type" text,
	"parent_spot_id" uuid,
	"begin_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"custom_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spots_type_check" CHECK ("spots"."type" IN ('ExternalSpot', 'EntitySpot', 'GroupSpot')),
	CONSTRAINT "spots_target_check" CHECK (("spots"."type" = 'EntitySpot' AND (
            ("spots"."entity_type" = 'Event' AND "spots"."event_id" IS NOT NULL AND "spots"."profile_id" IS NULL)
            OR ("spots"."entity_type" = 'Profile' AND "spots"."profile_id" IS NOT NULL AND "spots"."event_id" IS NULL)))
        OR ("spots"."type" = 'ExternalSpot' AND "spots"."url" IS NOT NULL AND "spots"."event_id" IS NULL AND "spots"."profile_id" IS NULL)
        OR ("spots"."type" = 'GroupSpot' AND "spots"."event_id" IS NULL AND "spots"."profile_id" IS NULL)),
	CONSTRAINT "spots_period_check" CHECK ("spots"."begin_at" IS NULL OR "spots"."end_at" IS NULL OR "spots"."end_at" > "spots"."begin_at"),
	CONSTRAINT "spots_not_own_parent_check" CHECK ("spots"."parent_spot_id" IS NULL OR "spots"."parent_spot_id" <> "spots"."id")
);
--> statement-breakpoint
CREATE TABLE "event_genres" (
	"event_id" uuid NOT NULL,
	"genre_id" uuid NOT NULL,
	CONSTRAINT "event_genres_event_id_genre_id_pk" PRIMARY KEY("event_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "event_lineup" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"profile_id" uuid,
	"name" text NOT NULL,
	"day" date,
	"begin_at" timestamp with time zone,
	"hide_time" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nickname" "citext",
	"name" text NOT NULL,
	"search_text" text NOT NULL,
	"about" text,
	"about_rich_text" text,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"open_gate_at" timestamp with time zone,
	"begin_selling_at" timestamp with time zone,
	"end_selling_at" timestamp with time zone,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"selling_channel" text DEFAULT 'IsFree' NOT NULL,
	"external_url" text,
	"external_performance_id" text,
	"limit_for_one" integer,
	"author_profile_id" uuid NOT NULL,
	"show_author" boolean DEFAULT true NOT NULL,
	"venue_id" uuid,
	"venue_configuration_id" uuid,
	"is_online" boolean DEFAULT false NOT NULL,
	"address" jsonb,
	"city_id" uuid,
	"lon" double precision,
	"lat" double precision,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"embedded_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"web_url" text,
	"movie_info" jsonb,
	"event_group_id" uuid,
	"performance_label" text,
	"performance_type" text DEFAULT 'Normal' NOT NULL,
	"stream_settings" jsonb,
	"visibility_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"show_promocode_section" boolean DEFAULT true NOT NULL,
	"custom_frontend_texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"covid_mode" text DEFAULT 'UNDEFINED' NOT NULL,
	"profile_picture" text,
	"share_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_nickname_unique" UNIQUE("nickname"),
	CONSTRAINT "events_id_configuration_unique" UNIQUE("id","venue_configuration_id"),
	CONSTRAINT "events_status_check" CHECK ("events"."status" IN ('PUBLISHED', 'DRAFT')),
	CONSTRAINT "events_selling_channel_check" CHECK ("events"."selling_channel" IN ('IsFree', 'Marquee', 'ExternalTicketing', 'TicketportalCZ', 'TicketportalSK')),
	CONSTRAINT "events_external_url_check" CHECK ("events"."selling_channel" IN ('IsFree', 'Marquee') OR "events"."external_url" IS NOT NULL),
	CONSTRAINT "events_performance_type_check" CHECK ("events"."performance_type" IN ('Normal', 'School', 'Filmclub', 'Pensioner', 'Children', 'Other')),
	CONSTRAINT "events_covid_mode_check" CHECK ("events"."covid_mode" IN ('UNDEFINED', 'OTP_SK', 'ALL_SK', 'ONLY_VACCINATED_SK', 'OP_PLUS_SK')),
	CONSTRAINT "events_currency_check" CHECK ("events"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "events_dates_check" CHECK ("events"."end_at" >= "events"."begin_at"),
	CONSTRAINT "events_selling_dates_check" CHECK ("events"."begin_selling_at" IS NULL OR "events"."end_selling_at" IS NULL OR "events"."end_selling_at" >= "events"."begin_selling_at"),
	CONSTRAINT "events_limit_for_one_check" CHECK ("events"."limit_for_one" IS NULL OR "events"."limit_for_one" > 0),
	CONSTRAINT "events_place_check" CHECK ("events"."is_online" OR "events"."city_id" IS NOT NULL),
	CONSTRAINT "events_lon_lat_check" CHECK (("events"."lon" IS NULL AND "events"."lat" IS NULL) OR ("events"."lon" BETWEEN -180 AND 180 AND "events"."lat" BETWEEN -90 AND 90))
);
--> statement-breakpoint
CREATE TABLE "event_base_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_category_id" uuid NOT NULL,
	"price_minor" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_till" timestamp with time zone NOT NULL,
	CONSTRAINT "event_base_prices_price_check" CHECK ("event_base_prices"."price_minor" >= 0),
	CONSTRAINT "event_base_prices_window_check" CHECK ("event_base_prices"."valid_till" > "event_base_prices"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "event_sector_settings" (
	"event_id" uuid NOT NULL,
	"configuration_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"ticket_category_id" uuid,
	"capacity" integer,
	"is_selling_enabled" boolean DEFAULT true NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_canceled" boolean DEFAULT false NOT NULL,
	"next_wave_sector_id" uuid,
	"next_wave_activation_at" timestamp with time zone,
	CONSTRAINT "event_sector_settings_event_id_sector_id_pk" PRIMARY KEY("event_id","sector_id"),
	CONSTRAINT "event_sector_settings_capacity_check" CHECK ("event_sector_settings"."capacity" IS NULL OR "event_sector_settings"."capacity" >= 0),
	CONSTRAINT "event_sector_settings_wave_check" CHECK ("event_sector_settings"."next_wave_sector_id" IS NULL OR "event_sector_settings"."next_wave_sector_id" <> "event_sector_settings"."sector_id")
);
--> statement-breakpoint
CREATE TABLE "event_ticket_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb,
	"color" text DEFAULT '3598db' NOT NULL,
	"is_donate" boolean DEFAULT false NOT NULL,
	"donate_max_minor" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_ticket_categories_event_key_unique" UNIQUE("event_id","key"),
	CONSTRAINT "event_ticket_categories_id_event_unique" UNIQUE("id","event_id"),
	CONSTRAINT "event_ticket_categories_color_check" CHECK ("event_ticket_categories"."color" ~ '^[0-9a-fA-F]{6}$'),
	CONSTRAINT "event_ticket_categories_donate_check" CHECK (("event_ticket_categories"."is_donate" AND "event_ticket_categories"."donate_max_minor" > 0) OR (NOT "event_ticket_categories"."is_donate" AND "event_ticket_categories"."donate_max_minor" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "profile_genres" (
	"profile_id" uuid NOT NULL,
	"genre_id" uuid NOT NULL,
	CONSTRAINT "profile_genres_profile_id_genre_id_pk" PRIMARY KEY("profile_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"subtype" text,
	"profile_name" text NOT NULL,
	"search_name" text NOT NULL,
	"nickname" "citext",
	"about" text,
	"about_rich_text" text,
	"profile_picture" text,
	"country" text,
	"city_id" uuid,
	"hometown" text,
	"lon" double precision,
	"lat" double precision,
	"address" jsonb,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"embedded_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"role" text DEFAULT 'Confirmed' NOT NULL,
	"birthday" date,
	"gender" text,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"following_count" integer DEFAULT 0 NOT NULL,
	"promoter_since" timestamp with time zone,
	"is_blogger" boolean DEFAULT false NOT NULL,
	"allow_visitor_posts" boolean DEFAULT false NOT NULL,
	"extra_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owner_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_nickname_unique" UNIQUE("nickname"),
	CONSTRAINT "profiles_type_check" CHECK ("profiles"."type" IN ('VisitorProfile', 'PromoterProfile', 'BuildingProfile', 'FestivalProfile', 'PerformerProfile', 'ArtistProfile', 'DancerProfile', 'DanceGroupProfile', 'ComedyShowProfile', 'ActorProfile', 'ComedianProfile', 'BandProfile', 'LabelProfile', 'MediaProfile', 'CampaignProfile')),
	CONSTRAINT "profiles_subtype_check" CHECK ("profiles"."subtype" IS NULL
        OR ("profiles"."type" = 'BuildingProfile' AND "profiles"."subtype" IN ('MusicClub', 'Hall', 'Theatre', 'CulturalVenue', 'Cinema'))
        OR ("profiles"."type" IN ('PerformerProfile', 'ArtistProfile', 'DancerProfile', 'DanceGroupProfile', 'ComedyShowProfile', 'ActorProfile', 'ComedianProfile', 'BandProfile') AND "profiles"."subtype" IN ('Artist', 'Band', 'Musician', 'Dancer', 'DanceGroup', 'Comedian', 'ComedyShow', 'Actor'))),
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" IN ('Pending', 'Confirmed')),
	CONSTRAINT "profiles_name_length_check" CHECK (char_length("profiles"."profile_name") >= 2),
	CONSTRAINT "profiles_country_check" CHECK ("profiles"."country" IS NULL OR "profiles"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "profiles_counts_check" CHECK ("profiles"."followers_count" >= 0 AND "profiles"."following_count" >= 0),
	CONSTRAINT "profiles_lon_lat_check" CHECK (("profiles"."lon" IS NULL AND "profiles"."lat" IS NULL) OR ("profiles"."lon" BETWEEN -180 AND 180 AND "profiles"."lat" BETWEEN -90 AND 90))
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nickname" "citext",
	"title" text NOT NULL,
	"about" text,
	"text" text,
	"stream_type" text DEFAULT 'Live' NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"selling_channel" text DEFAULT 'Free' NOT NULL,
	"stream_url" text,
	"html_code" text,
	"event_id" uuid,
	"author_profile_id" uuid NOT NULL,
	"show_author" boolean DEFAULT true NOT NULL,
	"profile_picture" text,
	"share_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streams_nickname_unique" UNIQUE("nickname"),
	CONSTRAINT "streams_selling_channel_check" CHECK ("streams"."selling_channel" IN ('Donate', 'Paid', 'Free')),
	CONSTRAINT "streams_status_check" CHECK ("streams"."status" IN ('PUBLISHED', 'DRAFT')),
	CONSTRAINT "streams_stream_type_check" CHECK ("streams"."stream_type" IN ('Live', 'Embed')),
	CONSTRAINT "streams_dates_check" CHECK ("streams"."end_at" >= "streams"."begin_at"),
	CONSTRAINT "streams_selling_event_check" CHECK ("streams"."selling_channel" = 'Free' OR "streams"."event_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "vods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stream_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'Recording' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration_seconds" integer NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"file_path" text NOT NULL,
	"preview_file_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vods_duration_check" CHECK ("vods"."duration_seconds" >= 0 AND "vods"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"country_code" text NOT NULL,
	"region" text NOT NULL,
	"zip" text,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_country_region_name_unique" UNIQUE("country_code","region","name"),
	CONSTRAINT "cities_country_code_check" CHECK ("cities"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "cities_lon_lat_check" CHECK ("cities"."lon" BETWEEN -180 AND 180 AND "cities"."lat" BETWEEN -90 AND 90),
	CONSTRAINT "cities_population_check" CHECK ("cities"."population" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seat_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sector_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seat_rows_sector_name_unique" UNIQUE("sector_id","name"),
	CONSTRAINT "seat_rows_id_sector_unique" UNIQUE("id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"name" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"radius" real NOT NULL,
	"ticket_category_key" text NOT NULL,
	"is_accessible" boolean DEFAULT false NOT NULL,
	CONSTRAINT "seats_row_name_unique" UNIQUE("row_id","name"),
	CONSTRAINT "seats_radius_check" CHECK ("seats"."radius" > 0)
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"configuration_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"color" text DEFAULT '3598db' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"svg_id" text NOT NULL,
	"capacity" integer,
	"ticket_category_key" text,
	"is_merchandise" boolean DEFAULT false NOT NULL,
	"show_row_name" boolean DEFAULT true NOT NULL,
	"show_seat_name" boolean DEFAULT true NOT NULL,
	"min_tickets_per_purchase" integer DEFAULT 1 NOT NULL,
	"max_tickets_per_purchase" integer DEFAULT 10 NOT NULL,
	CONSTRAINT "sectors_configuration_svg_id_unique" UNIQUE("configuration_id","svg_id"),
	CONSTRAINT "sectors_id_configuration_unique" UNIQUE("id","configuration_id"),
	CONSTRAINT "sectors_type_check" CHECK ("sectors"."type" IN ('StandingSector', 'SeatingSector', 'VirtualSector')),
	CONSTRAINT "sectors_color_check" CHECK ("sectors"."color" ~ '^[0-9a-fA-F]{6}$'),
	CONSTRAINT "sectors_capacity_check" CHECK (("sectors"."type" = 'StandingSector' AND "sectors"."capacity" > 0)
        OR ("sectors"."type" = 'SeatingSector' AND "sectors"."capacity" IS NULL)
        OR ("sectors"."type" = 'VirtualSector' AND ("sectors"."capacity" IS NULL OR "sectors"."capacity" > 0))),
	CONSTRAINT "sectors_tickets_per_purchase_check" CHECK ("sectors"."min_tickets_per_purchase" >= 1 AND "sectors"."max_tickets_per_purchase" >= "sectors"."min_tickets_per_purchase")
);
--> statement-breakpoint
CREATE TABLE "venue_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"svg" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"additional_shapes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_configurations_id_venue_unique" UNIQUE("id","venue_id"),
	CONSTRAINT "venue_configurations_size_check" CHECK ("venue_configurations"."width" > 0 AND "venue_configurations"."height" > 0),
	CONSTRAINT "venue_configurations_svg_check" CHECK (char_length("venue_configurations"."svg") > 0)
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"city_id" uuid NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_lon_lat_check" CHECK (("venues"."lon" IS NULL AND "venues"."lat" IS NULL) OR ("venues"."lon" BETWEEN -180 AND 180 AND "venues"."lat" BETWEEN -90 AND 90))
);
--> statement-breakpoint
CREATE TABLE "weblog" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" text NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weblog_content_length_check" CHECK (char_length("weblog"."content") <= 10000)
);
--> statement-breakpoint
ALTER TABLE "article_genres" ADD CONSTRAINT "article_genres_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_genres" ADD CONSTRAINT "article_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_profiles" ADD CONSTRAINT "article_profiles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_profiles" ADD CONSTRAINT "article_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genres" ADD CONSTRAINT "genres_parent_id_genres_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."genres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_parent_spot_id_spots_id_fk" FOREIGN KEY ("parent_spot_id") REFERENCES "public"."spots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_genres" ADD CONSTRAINT "event_genres_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_genres" ADD CONSTRAINT "event_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_lineup" ADD CONSTRAINT "event_lineup_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_lineup" ADD CONSTRAINT "event_lineup_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_configuration_venue_fk" FOREIGN KEY ("venue_configuration_id","venue_id") REFERENCES "public"."venue_configurations"("id","venue_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_base_prices" ADD CONSTRAINT "event_base_prices_ticket_category_id_event_ticket_categories_id_fk" FOREIGN KEY ("ticket_category_id") REFERENCES "public"."event_ticket_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sector_settings" ADD CONSTRAINT "event_sector_settings_next_wave_sector_id_sectors_id_fk" FOREIGN KEY ("next_wave_sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sector_settings" ADD CONSTRAINT "event_sector_settings_event_configuration_fk" FOREIGN KEY ("event_id","configuration_id") REFERENCES "public"."events"("id","venue_configuration_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sector_settings" ADD CONSTRAINT "event_sector_settings_sector_configuration_fk" FOREIGN KEY ("sector_id","configuration_id") REFERENCES "public"."sectors"("id","configuration_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sector_settings" ADD CONSTRAINT "event_sector_settings_category_event_fk" FOREIGN KEY ("ticket_category_id","event_id") REFERENCES "public"."event_ticket_categories"("id","event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_categories" ADD CONSTRAINT "event_ticket_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_genres" ADD CONSTRAINT "profile_genres_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_genres" ADD CONSTRAINT "profile_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vods" ADD CONSTRAINT "vods_stream_id_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_rows" ADD CONSTRAINT "seat_rows_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_row_sector_fk" FOREIGN KEY ("row_id","sector_id") REFERENCES "public"."seat_rows"("id","sector_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_sector_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_configuration_id_venue_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."venue_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_configurations" ADD CONSTRAINT "venue_configurations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_genres_genre_idx" ON "article_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "article_profiles_profile_idx" ON "article_profiles" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST) WHERE "articles"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_profile_id");--> statement-breakpoint
CREATE INDEX "articles_search_text_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_keywords_idx" ON "articles" USING gin ("keywords");--> statement-breakpoint
CREATE INDEX "genres_parent_idx" ON "genres" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "spots_name_order_idx" ON "spots" USING btree ("name","sort_order");--> statement-breakpoint
CREATE INDEX "spots_parent_idx" ON "spots" USING btree ("parent_spot_id");--> statement-breakpoint
CREATE INDEX "event_genres_genre_idx" ON "event_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "event_lineup_event_idx" ON "event_lineup" USING btree ("event_id","day","sort_order");--> statement-breakpoint
CREATE INDEX "event_lineup_profile_idx" ON "event_lineup" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "events_published_end_idx" ON "events" USING btree ("end_at","begin_at") WHERE "events"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "events_begin_idx" ON "events" USING btree ("begin_at");--> statement-breakpoint
CREATE INDEX "events_city_begin_idx" ON "events" USING btree ("city_id","begin_at");--> statement-breakpoint
CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "events_author_begin_idx" ON "events" USING btree ("author_profile_id","begin_at");--> statement-breakpoint
CREATE INDEX "events_group_idx" ON "events" USING btree ("event_group_id") WHERE "events"."event_group_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "events_search_text_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_keywords_idx" ON "events" USING gin ("keywords");--> statement-breakpoint
CREATE INDEX "event_base_prices_category_idx" ON "event_base_prices" USING btree ("ticket_category_id","valid_from");--> statement-breakpoint
CREATE INDEX "event_sector_settings_sector_idx" ON "event_sector_settings" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "profile_genres_genre_idx" ON "profile_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "profiles_search_name_trgm_idx" ON "profiles" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_type_idx" ON "profiles" USING btree ("type");--> statement-breakpoint
CREATE INDEX "profiles_city_idx" ON "profiles" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "profiles_owner_user_idx" ON "profiles" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "streams_event_unique" ON "streams" USING btree ("event_id") WHERE "streams"."event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "streams_begin_idx" ON "streams" USING btree ("begin_at") WHERE "streams"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "streams_author_idx" ON "streams" USING btree ("author_profile_id","begin_at");--> statement-breakpoint
CREATE INDEX "vods_stream_idx" ON "vods" USING btree ("stream_id","start_time");--> statement-breakpoint
CREATE INDEX "cities_search_name_trgm_idx" ON "cities" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_country_population_idx" ON "cities" USING btree ("country_code","population" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cities_lat_idx" ON "cities" USING btree ("lat");--> statement-breakpoint
CREATE INDEX "seat_rows_sector_order_idx" ON "seat_rows" USING btree ("sector_id","sort_order");--> statement-breakpoint
CREATE INDEX "seats_sector_idx" ON "seats" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "sectors_configuration_idx" ON "sectors" USING btree ("configuration_id","sort_order");--> statement-breakpoint
CREATE INDEX "venue_configurations_venue_idx" ON "venue_configurations" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "venues_profile_idx" ON "venues" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "weblog_created_at_idx" ON "weblog" USING btree ("created_at");