CREATE TABLE "sandbox_fatoora_submissions" (
	"unit_id" text NOT NULL,
	"uuid" text NOT NULL,
	"invoice_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_fatoora_submissions_unit_id_uuid_pk" PRIMARY KEY("unit_id","uuid")
);
--> statement-breakpoint
CREATE TABLE "sandbox_fatoora_units" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"csr" text NOT NULL,
	"compliance_passed" integer DEFAULT 0 NOT NULL,
	"last_counter" integer,
	"last_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_fatoora_submissions" ADD CONSTRAINT "sandbox_fatoora_submissions_unit_id_sandbox_fatoora_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."sandbox_fatoora_units"("id") ON DELETE no action ON UPDATE no action;