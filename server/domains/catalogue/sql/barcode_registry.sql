-- Every barcode in use goes into one table whose primary key is the code, so
-- a code is unique across products and variants whoever writes the row
-- (the API, the import, the seed). Deleting a product or variant removes its
-- entry through the foreign keys' ON DELETE CASCADE.
CREATE OR REPLACE FUNCTION product_barcode_registry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.barcode IS NOT DISTINCT FROM OLD.barcode THEN
      RETURN NEW;
    END IF;
    DELETE FROM barcodes WHERE product_id = NEW.id;
  END IF;
  INSERT INTO barcodes (code, product_id) VALUES (NEW.barcode, NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_barcode_registry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.barcode IS NOT DISTINCT FROM OLD.barcode THEN
      RETURN NEW;
    END IF;
    DELETE FROM barcodes WHERE variant_id = NEW.id;
  END IF;
  INSERT INTO barcodes (code, variant_id) VALUES (NEW.barcode, NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_barcode_registry ON products;
--> statement-breakpoint
CREATE TRIGGER products_barcode_registry AFTER INSERT OR UPDATE OF barcode ON products
  FOR EACH ROW EXECUTE FUNCTION product_barcode_registry();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_variants_barcode_registry ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_barcode_registry AFTER INSERT OR UPDATE OF barcode ON product_variants
  FOR EACH ROW EXECUTE FUNCTION variant_barcode_registry();
