-- The number a player is shown for a lottery order (issue 32: the confirmation showed a UUID).
-- Counted per platform in placing order; formatted as L00000042 by the platform.
ALTER TABLE lottery_orders ADD COLUMN order_no INTEGER;

UPDATE lottery_orders
SET order_no = (
  SELECT numbered.n FROM (
    SELECT id, ROW_NUMBER() OVER (ORDER BY created_at, id) AS n FROM lottery_orders
  ) AS numbered
  WHERE numbered.id = lottery_orders.id
);

CREATE UNIQUE INDEX lottery_orders_order_no ON lottery_orders (order_no);
