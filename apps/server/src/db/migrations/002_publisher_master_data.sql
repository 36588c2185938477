-- The fixed choices of the publisher application form (GET /v2/publisher/getmasterbook and
-- getmasteraccounttype). Reference data rather than seed data: the form needs it on every
-- install, seeded catalogue or not.

INSERT INTO publisher_book_types (id, name_th, name_en, display_order) VALUES
  (1, 'นวนิยาย', 'Fiction', 1),
  (2, 'สารคดี', 'Non-fiction', 2),
  (3, 'การ์ตูน', 'Comics', 3),
  (4, 'หนังสือเด็ก', 'Children''s books', 4),
  (5, 'ประวัติศาสตร์', 'History', 5),
  (6, 'พัฒนาตนเอง', 'Self-help', 6),
  (7, 'ตำราเรียนและวิชาการ', 'Textbooks and academic', 7),
  (8, 'นิตยสาร', 'Magazines', 8);

INSERT INTO publisher_account_types (id, name_th, name_en, display_order) VALUES
  (1, 'บุคคลธรรมดา', 'Individual', 1),
  (2, 'นิติบุคคล (บริษัท)', 'Company', 2),
  (3, 'ห้างหุ้นส่วน', 'Partnership', 3),
  (4, 'มูลนิธิหรือสมาคม', 'Foundation or association', 4);

SELECT setval(pg_get_serial_sequence('publisher_book_types', 'id'), (SELECT max(id) FROM publisher_book_types));
SELECT setval(pg_get_serial_sequence('publisher_account_types', 'id'), (SELECT max(id) FROM publisher_account_types));
