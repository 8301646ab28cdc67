ALTER TABLE "store_credit_entries" DROP CONSTRAINT "store_credit_entries_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;