CREATE SEQUENCE "public"."shift_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "shift_cash_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shift_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"approval" text DEFAULT 'none' NOT NULL,
	"approved_by" uuid,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_cash_movements_kind_check" CHECK ("shift_cash_movements"."kind" in ('in', 'out')),
	CONSTRAINT "shift_cash_movements_amount_check" CHECK ("shift_cash_movements"."amount" > 0),
	CONSTRAINT "shift_cash_movements_approval_check" CHECK ("shift_cash_movements"."approval" in ('none', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"device_id" text NOT NULL,
	"location_id" uuid NOT NULL,
	"cashier_id" uuid,
	"cashier_name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"float_counts" jsonb NOT NULL,
	"opening_float" numeric(12, 2) NOT NULL,
	"counted_counts" jsonb,
	"counted_cash" numeric(12, 2),
	"counted_by" uuid,
	"counted_by_name" text,
	"expected_cash" numeric(12, 2),
	"difference" numeric(12, 2),
	"figures" jsonb,
	"difference_approval" text,
	"approved_by" uuid,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"approval_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_number_unique" UNIQUE("number"),
	CONSTRAINT "shifts_status_check" CHECK ("shifts"."status" in ('open', 'closed')),
	CONSTRAINT "shifts_difference_approval_check" CHECK ("shifts"."difference_approval" in ('none', 'pending', 'approved')),
	CONSTRAINT "shifts_closed_check" CHECK (("shifts"."status" = 'open') = ("shifts"."closed_at" is null and "shifts"."figures" is null)),
	CONSTRAINT "shifts_float_check" CHECK ("shifts"."opening_float" >= 0)
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "cash_movement_cap" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shift_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "change_given" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "shift_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "shift_difference_limit" numeric(12, 2) DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_cash_movements" ADD CONSTRAINT "shift_cash_movements_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_cashier_id_users_id_fk" FOREIGN KEY ("cashier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_cash_movements_shift_idx" ON "shift_cash_movements" USING btree ("shift_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_device_idx" ON "shifts" USING btree ("device_id") WHERE "shifts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "shifts_created_at_idx" ON "shifts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shifts_location_opened_idx" ON "shifts" USING btree ("location_id","opened_at");--> statement-breakpoint
CREATE INDEX "shifts_cashier_idx" ON "shifts" USING btree ("cashier_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_shift_idx" ON "payments" USING btree ("shift_id") WHERE "payments"."shift_id" is not null;