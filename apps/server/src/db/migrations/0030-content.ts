import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Content: uploaded images (kept in the database with the rest of the brand's data, so a backup
 * holds them) and their resized cuts, banners, announcements, help articles, feedback, named
 * resources and support positions. Times are ISO-8601 UTC text like everywhere else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    content_images: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        // image/png, image/jpeg, image/webp from an upload; image/svg+xml only for generated demo art.
        mime: 'varchar(20) not null',
        width: 'integer not null',
        height: 'integer not null',
        bytes: 'blob not null',
        created_at: 'varchar(40) not null',
      },
    },
    // Resized cuts are made on first request and kept: an upload costs nothing until it is shown.
    content_image_variants: {
      columns: {
        image_id: 'bigint not null references content_images.id on delete cascade',
        variant: 'varchar(10) not null',
        bytes: 'blob not null',
      },
      primaryKey: ['image_id', 'variant'],
    },
    content_banners: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        group_name: 'varchar(20) not null',
        language: 'varchar(5)',
        title: 'varchar(120) not null',
        image_id: 'bigint not null references content_images.id',
        sort: 'integer not null default 0',
        enabled: 'integer not null default 1',
        linkage_type: "varchar(10) not null default 'none'",
        linkage: "varchar(500) not null default ''",
        starts_at: 'varchar(40)',
        ends_at: 'varchar(40)',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        content_banners_linkage: "linkage_type in ('none', 'url', 'route', 'game', 'promotion')",
      },
      indexes: {
        content_banners_group: '(merchant_id, group_name, sort)',
      },
    },
    content_announcements: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        type: 'varchar(2) not null',
        language: 'varchar(5)',
        title: 'varchar(200) not null',
        // Stored already sanitised; read paths sanitise again before answering.
        content: 'text not null',
        popup: 'integer not null default 0',
        enabled: 'integer not null default 1',
        starts_at: 'varchar(40)',
        ends_at: 'varchar(40)',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        content_announcements_type: "type in ('B', 'PL', 'PU', 'PR', 'H')",
      },
      indexes: {
        content_announcements_live: '(merchant_id, enabled, created_at)',
      },
    },
    content_help_articles: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        language: 'varchar(5) not null',
        category: 'varchar(60) not null',
        // A named page (protocol, terms) the site links to directly; null for ordinary articles.
        slug: 'varchar(40)',
        title: 'varchar(200) not null',
        content: 'text not null',
        sort: 'integer not null default 0',
        enabled: 'integer not null default 1',
        updated_at: 'varchar(40) not null',
      },
      indexes: {
        content_help_articles_lang: '(merchant_id, language, sort)',
      },
    },
    content_feedback: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer references members.id',
        content: 'text not null',
        phone: 'varchar(20)',
        language: 'varchar(5) not null',
        ip: 'varchar(64) not null',
        created_at: 'varchar(40) not null',
        handled_at: 'varchar(40)',
        handled_by: 'integer',
      },
      indexes: {
        content_feedback_inbox: '(merchant_id, handled_at, id)',
      },
    },
    content_resources: {
      columns: {
        merchant_id: 'integer not null references merchants.id',
        name: 'varchar(40) not null',
        url: 'varchar(500) not null',
        label_name_en: 'varchar(80) not null',
        resource_type: 'varchar(20) not null',
        qr_code_url: 'varchar(500)',
        sort: 'integer not null default 0',
      },
      primaryKey: ['merchant_id', 'name'],
    },
    content_support: {
      columns: {
        merchant_id: 'integer not null references merchants.id',
        position: 'varchar(40) not null',
        type: 'integer not null',
        path: 'varchar(500) not null',
      },
      primaryKey: ['merchant_id', 'position'],
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'content_support',
    'content_resources',
    'content_feedback',
    'content_help_articles',
    'content_announcements',
    'content_banners',
    'content_image_variants',
    'content_images',
  ]);
}
