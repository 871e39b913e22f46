ALTER TABLE "care_tasks" ALTER COLUMN "breezeway_task_id" SET DATA TYPE varchar(80);--> statement-breakpoint
ALTER TABLE "care_tasks" ADD COLUMN "report_source_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "care_tasks_external_id_key" ON "care_tasks" USING btree ("property_id","breezeway_task_id");