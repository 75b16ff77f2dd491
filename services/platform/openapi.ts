// GENERATED FILE, do not edit: the platform's OpenAPI document as TypeScript types.
// Regenerate with `npm run contract` (scripts/contract.mts); `npm run contract:check` fails on drift.
export interface paths {
    "/autoLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with a one-time token (from activation or the sandbox admin); sets the session cookie; 258/238 when the self-exclusion register cannot be asked or lists the player
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postAutoLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatars/{id}.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Avatar image (SVG)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getAvatarsByIdSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bonus-game/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bonus game progress: points (1 per euro of real-money bets), level, next level
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getBonusGameProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bonus-game/rewards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bonus game rewards per level (locked or credited); maxPrizes is the number of levels
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getBonusGameRewards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bonuswheel/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit the prize of a spin once (credited false when it was completed before); 404 unknown reference; 258/238 (self-exclusion register) or 217 (cool-off) credit nothing
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postBonuswheelComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bonuswheel/spin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's bonus wheel: spins not spun yet (today's visit spin is earned here), a spin waiting for completion, and the prizes with their odds
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getBonuswheelSpin"];
        put?: never;
        /**
         * Spin the wheel (no body): answers the prize and its reference (a spin waiting for completion is answered again); 195 with no spins; 258/238 (self-exclusion register) or 217 (cool-off) before any prize
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postBonuswheelSpin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/campaigns/depositCampaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposit campaigns the player can still redeem (each once, with confirmDeposit/initDeposit campaignId), titles in lang
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCampaignsDepositCampaigns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/affiliate-pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An affiliate landing page in one language with its affiliate; 404 when unknown
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsAffiliatePagesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/affiliate/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One affiliate by slug or reference; 404 when unknown
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsAffiliateBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/affiliates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every affiliate (reference '1' is the default)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsAffiliates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * News articles of one language, newest first, 10 per page
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsBlogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/blogs/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One news article with its HTML body (missing language: English, then Finnish); 404 when unknown
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsBlogsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/child-game-groups-translated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Child game groups (the live casino categories); `parent` (slug or id) narrows to one parent
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsChildGameGroupsTranslated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/game-groups-translated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top-level game groups (slots groups and the live casino parent) with title and description per language
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsGameGroupsTranslated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every enabled game; `?slug=` or `?id=`: an array of zero or one game (enabled or not); `?page=` (and `pageSize`, default 10): one page {count, pageCount, page, items}
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/games-by-group-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games of a group by id; with type=livecasino (or slots) the group must be of that type (404 otherwise)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsGamesByGroupId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/games-by-group-id={rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games of a group by id; with type=livecasino (or slots) the group must be of that type (404 otherwise)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsGamesByGroupIdByRest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/games-in-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every game group with its games (`limit`: at most that many games per group)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsGamesInGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One game by id (enabled or not; a disabled game has enabled: false); 404 / 131 when unknown
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsGamesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/games/id={id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One game by id (enabled or not; a disabled game has enabled: false); 404 / 131 when unknown
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsGamesIdById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One game group (by slug or id) with its games; 404 when unknown
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/group={slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One game group (by slug or id) with its games; 404 when unknown
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsGroupBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Maintenance mode and service disruption state (polled every 60 s)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsMaintenance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CMS pages filtered by slug and language (an empty array when none match)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/pages/slugs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Slug and language of every CMS page
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsPagesSlugs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/parent-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games of a parent category (its own and its children's) or of one of its child categories
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsParentCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/parent-category={rest}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games of a parent category (its own and its children's) or of one of its child categories
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsParentCategoryByRest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enabled games of a provider (by name, slug or id); 404 when the provider is unknown
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/provider={name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enabled games of a provider (by name, slug or id); 404 when the provider is unknown
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsProviderByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/site-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Footer HTML, popups and maintenance banner texts for one language
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsSiteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game provider id-to-name table, with the number of enabled games of each
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsSuppliers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/thumbnails/{slug}.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generated SVG thumbnail of a game (deterministic; cacheable, ETag)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsThumbnailsBySlugSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/thumbnails/{slug}.webp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's artwork as WebP (800×600, drawn from its SVG), the image the site's optimizer resizes (cacheable, ETag)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsThumbnailsBySlugWebp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cms/thumbnails/news/{slug}.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Generated SVG thumbnail of a news article
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getCmsThumbnailsNewsBySlugSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/demo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Launch a game in demo mode with play money: 131 unknown or without demo, 132 disabled (503 when no game server is mounted: the sandbox is off)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getGameDemoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game/real/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Launch a game with real money (session required): 131 unknown, 132 disabled (503 when no game server is mounted: the sandbox is off), 238 self-excluded, 258 register not reachable, 217 in a cool-off (all before a launch URL is given)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getGameRealById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's favourite games
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getGamesFavourites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/favourites/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a favourite game (idempotent; 131 unknown game); answers the favourites
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postGamesFavouritesAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/favourites/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a favourite game (idempotent; 131 unknown game); answers the favourites
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postGamesFavouritesRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/RecentGames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games of the latest real-money rounds (distinct, newest first, at most 20) with lastPlayed
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getGamesRecentGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gold-rush/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This week's gold rush (Monday to Sunday, Helsinki): nuggets (1 per euro of real-money bets), levels and prizes
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getGoldRushProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every game group (parents and children), translated, with the ids of its games in order
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database check
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers (no database call)
         * @description For an orchestrator deciding whether to restart the process; 200 while the process runs, draining included.
         *
         *     Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: not shutting down, the database answers, Redis connected when configured
         * @description For a front or orchestrator deciding whether to send requests here: 503 (errorCode 100) from SIGTERM on (the instance drains), when the database does not answer, or when REDIS_URL is set and the session channel is not connected.
         *
         *     Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jackpots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current jackpot amounts in euros (2 decimals); they grow with every bet
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getJackpots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email and password; sets the session cookie; 258/238 when the self-exclusion register cannot be asked or lists the player
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session (always succeeds) and clear the cookie
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top navigation: home, casino games (a link per slots group), live casino (a link per child group), campaigns, bonus wheel
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/cancelWithdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending withdrawal: the money returns to cash once (409 when not pending, 404 unknown reference)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPaymentCancelWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/confirmDeposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A logged-in player's deposit from a stored bank detail (storedDetailReference; without one the bank pays from the player's own account and stores it); campaignId redeems a deposit campaign (195 when it cannot, 125 without stored payment details); 258/238 (self-exclusion register) or 217 (cool-off) refuse before the bank; a retried idempotencyKey answers the same deposit, the key with another payload 262
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPaymentConfirmDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/depositStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Status of a deposit; a new customer's approved deposit starts the session on the first call (cookie, userId); a failed bank answers 119
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPaymentDepositStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/initDeposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new customer's deposit (pay-and-play): the bank simulator identifies the person; redirectUrl is relative to the site (PLATFORM_PUBLIC_PATH); a retried idempotencyKey answers the same deposit, the key with another payload 262. Sent with a session, 258/238 (self-exclusion register) or 217 (cool-off) refuse before the bank; the bank's approval asks the register and cool-off of the person it names
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPaymentInitDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/initLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a bank login; redirectUrl is the bank simulator page, relative to the site (PLATFORM_PUBLIC_PATH, default /api)
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPaymentInitLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/initWithdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balances for a withdrawal (withdrawable = cash minus cashReserve), methods with limits, free spins that a withdrawal forfeits
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPaymentInitWithdraw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/loginStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Status of a bank login; the first call after approval starts the session (cookie), later calls only report
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPaymentLoginStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payment methods with min/max per currency; storedData (bank accounts used before) for a logged-in player
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/prefillDeposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store address and phone details on the player before a deposit
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPaymentPrefillDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw: forfeits promo money and free spins, moves the amount from cash into a pending withdrawal; a retried idempotencyKey answers the first withdrawal; the key with another amount or method answers 262
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPaymentWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in player (docs/product/data.md)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate an account with the code of the activation email; answers a one-time autoLogin token
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Login history, newest first (type login, autoLogin or bank)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/addPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a password to an account that has none (bank login)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerAddPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The wallet in euros (2 decimals): balance = cash + promo; withdrawable = cash minus cashReserve
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/bonuses/freeSpins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active free-spin bonuses (not used up, cancelled or expired), 10 per page, newest first
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerBonusesFreeSpins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/bonuses/freeSpins/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a free-spin bonus: its remaining spins are forfeited (404 unknown, 195 no longer active or not cancellable)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerBonusesFreeSpinsCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/changeLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store the player's language; without a session it succeeds and stores nothing (saved: false)
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerChangeLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/completeAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a bank-login account: nickname, email, phone (countryCode = dial code) and password
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerCompleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/convertLoyaltyPoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert loyalty points to cash (100 points = 1.00 EUR, at least 100); 195 for a bad amount or not enough points; 258/238 (self-exclusion register) or 217 (cool-off) convert nothing
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerConvertLoyaltyPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player's documents, newest first, with their status (pending, approved, rejected)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/documentUpload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one document as multipart/form-data with a file field `file` (pdf, png or jpg by content, at most 2097152 bytes); 160 with params.reason noFile, tooManyFiles, emptyFile, fileTooLarge (also 413), fileType or tooManyDocuments
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerDocumentUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change the login email: needs the current password (109); a code goes to the new address and nothing changes until it is entered (POST /player/email/verify)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter the code sent to the new email: it becomes the login, verified; the old address is told (183 wrong code, 209 used)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerEmailVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Account history as CSV (UTF-8 with a byte order mark, comma-separated): every round, deposit, withdrawal, cancelled withdrawal and jackpot win of a range in time order, columns named in the language asked for, amounts in euros with a dot, times in ISO 8601 with their offset. 195 as for the overview (no maxRange)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/limit/coolOff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a cool-off of coolOffDays (1, 3 or 7) days with the password (109 when wrong); during it deposits and bets answer 217; it cannot be ended early
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerLimitCoolOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/limit/loss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set loss limits (EUR, whole euros 10-100000): a first limit or a lowering at once, a raise or AutoRenew=false (removal) pending until the period ends; or confirm pending raises (*Confirmed, confirmNewLossLimits) or removals (*RemovalConfirmed) after it. 195: range, noHigherThan/noLowerThan across kinds, nothingPending, notYetEffective
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerLimitLoss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/limit/loss/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * cancelNewLossLimits: drop the pending raise or removal of the flagged kinds (daily, weekly, monthly; none flagged: every kind); the limits in force stay
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerLimitLossCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/limit/realityCheck/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Acknowledge the reality check: the count of play time, bets and wins restarts now
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerLimitRealityCheckReset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/limit/resetTime/{minutes}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the reality-check interval to N minutes (0 off, 15, 30, 60, 120); the count restarts
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerLimitResetTimeByMinutes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/limit/time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the reality-check interval in minutes (0 off, 15, 30, 60, 120); the count restarts
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerLimitTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cool-off, daily/weekly/monthly loss limits with their use in the current period, a realityCheck entry when one is due, trueLimits and the reality-check interval
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/loyalty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Loyalty points (1 per euro of real-money bets) and the conversion rate (100 points = 1.00 EUR)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerLoyalty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/modifyForgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the reset code; ends every session of the player
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerModifyForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/nickname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the nickname
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerNickname"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your play: net result (wins minus bets, real and promo money apart), deposits, withdrawals, time played and the loss a limit counts, for each day, week or month of a range and for the whole range, with the loss limits in force and their current period's used amount. 195: a date that does not exist (rule date), from after to (range), more than 731 days (maxRange)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/phonenumber": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change the phone number: needs the current password (109); an SMS code goes to the new number, which becomes the player's when the code is entered (verifySmsShortCode)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerPhonenumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/registerPlayer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a player; the account starts unactivated and an activation email goes to the outbox
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerRegisterPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/sendVerificationEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send a 6-digit code to the email (outbox)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerSendVerificationEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/sendVerificationSms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Send a 6-digit code to the phone (outbox)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerSendVerificationSms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/smsVerificationHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verification SMS sent to the player, newest first
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerSmsVerificationHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The support email address and the contact form topics
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getPlayerSupport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/support/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to customer support (stored and put in the outbox); 195 when the message is not 10 to 2000 characters, 429 beyond 5 an hour
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerSupportContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/triggerForgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset code to the email (outbox) after checking the birth date
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerTriggerForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/updateFields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update any of the listed fields (at least one); answers the updated player
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerUpdateFields"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/updatePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password (oldPassword needed when the player has one); ends the other sessions
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerUpdatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/validate/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is the email valid and free? 195 invalid, 180 taken, 429 too many calls
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerValidateEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/validate/nickname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is the nickname valid and free? 195 invalid, 180 taken, 429 too many calls
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerValidateNickname"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/validate/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is the phone number valid and free? 195 invalid, 180 taken, 429 too many calls
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerValidatePhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/verifyEmailShortCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the email with a 6-digit code; without a session it activates the account and answers an autoLogin token
         * @description Needs no session.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerVerifyEmailShortCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player/verifySmsShortCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the phone number with the SMS code
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postPlayerVerifySmsShortCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/accessBlocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The operator's blocked countries and IPs, and the environment's
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getSandboxAdminAccessBlocks"];
        put?: never;
        /**
         * Add (blocked true) or remove (false) countries (three-letter codes) and client IPs of the operator's blocked lists: registration, login, bank login and a new customer's deposit answer 108; the environment's lists (BLOCKED_COUNTRIES, BLOCKED_IPS) stay as they are
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminAccessBlocks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/bank/fault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the bank simulator misbehave on this instance: never (the bank's answer to the platform never arrives), slow (it answers after delayMs, default 5000), error (it answers 503); none is the normal bank
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminBankFault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform clock: now and the offset of the sandbox clock
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getSandboxAdminClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the platform clock forward by days + hours + minutes + ms, or to the time `to` (epoch ms, not in the past); at most a year at a time
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminClockAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/cms/affiliates/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set an affiliate's banner message (HTML) per language; the key is its slug or reference, 404 when unknown (header x-admin-token)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminCmsAffiliatesByKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/cms/game-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a game group's title and description per language; 404 for an unknown id (header x-admin-token)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminCmsGameGroupsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/cms/news/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update a news article: publication time and per language title, excerpt and HTML body (header x-admin-token)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminCmsNewsBySlug"];
        /**
         * Delete a news article (every language, or only ?lang=); 404 when it does not exist (header x-admin-token)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        delete: operations["deleteSandboxAdminCmsNewsBySlug"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/cms/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update an info page: per language title, description and content (html, or a blocks list) (header x-admin-token)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminCmsPagesBySlug"];
        /**
         * Delete an info page (every language, or only ?lang=); 404 when it does not exist (header x-admin-token)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        delete: operations["deleteSandboxAdminCmsPagesBySlug"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/cms/site-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the footer HTML per language and/or replace the popups of a language (header x-admin-token)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminCmsSiteSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/documents/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a document's status: pending, approved or rejected
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminDocumentsByIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/jackpots/{slug}/award": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A player wins the jackpot: exactly what the pool holds goes to their cash, the pool restarts from its seed; 404 for an unknown pool or player
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminJackpotsBySlugAward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch maintenance mode and service disruption on or off and set their messages (header x-admin-token)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminMaintenance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/players/{id}/autoLoginToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a one-time token for POST /autoLogin (valid 10 minutes)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminPlayersByIdAutoLoginToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/players/{id}/compliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's account holds
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getSandboxAdminPlayersByIdCompliance"];
        put?: never;
        /**
         * Set a player's account holds: emailUnverified (deposits 219 until the email is verified), pepHit (deposits and withdrawals 231), sourceOfFundsRequired (deposits taking the credited total over sourceOfFundsAbove EUR, default 0, answer 234), riskBlocked (deposits and withdrawals 235), amlBlocked (deposits and withdrawals 260), paymentMethodsNotAllowed (deposits with those methods 129); the others keep their value
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminPlayersByIdCompliance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/players/{id}/grant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put money on a wallet through the ledger (cash: adjustment, promo: bonus_grant, reserve: cash reserve, negative releases) and/or free spins on a game (freeSpins, gameId, freeSpinBet EUR, default 0.10)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminPlayersByIdGrant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/players/{id}/moneyFlags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a player's money flags: transactionsBlocked (deposits, withdrawals and bets answer 232), withdrawalBlocked (127), firstDepositLock (237 until the first deposit)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminPlayersByIdMoneyFlags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/players/{id}/slotSeed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seed the sandbox slot for a player on this instance: from the next round on, the player's real-money rounds draw their reels from the seed, in order (the same seed plays the same rounds); seed null draws at random again
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminPlayersByIdSlotSeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/players/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a player's status: active, inactive (login 210, until = epoch ms end) or frozen (login 111); not active ends the sessions
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminPlayersByIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/selfExclusion/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a register entry for a player id and/or a national id (the bank-login id), from (default now) until (null: until further notice)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminSelfExclusionEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/selfExclusion/entries/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove every register entry of a player id and/or a national id
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminSelfExclusionEntriesClear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/selfExclusion/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make the register reachable or not (unreachable: login, deposit and real-money launch answer 258 for everyone)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminSelfExclusionRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/wallet/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks the double-entry ledger: every txn sums to zero; per player and account the ledger sum and the latest balance_after equal the balance row, every balance_after follows from the row before, no key is used twice, nothing negative; jackpot pools, bank clearing and payout accounts, deposits, withdrawals and rounds reconcile with their entries
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getSandboxAdminWalletCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/admin/withdrawals/{reference}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bank paid a pending withdrawal out (status paid); 409 when not pending
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxAdminWithdrawalsByReferenceComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/bank/deposit/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bank simulator payment page (HTML)
         * @description Sandbox only: when the sandbox is off (NODE_ENV=production without PLATFORM_SANDBOX=1) the bank simulator and the slot are not mounted (404) and the other sandbox pages answer 403 with errorCode 100.
         *
         *     Answers an HTML page for a browser; an error page carries its errorCode in a `<meta name="error-code">` tag.
         */
        get: operations["getSandboxBankDepositByToken"];
        put?: never;
        /**
         * Approve (new customer: identity = national id or "new"), decline, cancel or fail the payment; 303 to the return URL with ?deposit=<token>
         * @description Sandbox only: when the sandbox is off (NODE_ENV=production without PLATFORM_SANDBOX=1) the bank simulator and the slot are not mounted (404) and the other sandbox pages answer 403 with errorCode 100.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     Answers an HTML page for a browser; an error page carries its errorCode in a `<meta name="error-code">` tag.
         */
        post: operations["postSandboxBankDepositByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/bank/login/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bank simulator page (HTML)
         * @description Sandbox only: when the sandbox is off (NODE_ENV=production without PLATFORM_SANDBOX=1) the bank simulator and the slot are not mounted (404) and the other sandbox pages answer 403 with errorCode 100.
         *
         *     Answers an HTML page for a browser; an error page carries its errorCode in a `<meta name="error-code">` tag.
         */
        get: operations["getSandboxBankLoginByToken"];
        put?: never;
        /**
         * Approve as a test person (identity = national id or "new") or cancel; 303 to the return URL
         * @description Sandbox only: when the sandbox is off (NODE_ENV=production without PLATFORM_SANDBOX=1) the bank simulator and the slot are not mounted (404) and the other sandbox pages answer 403 with errorCode 100.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     Answers an HTML page for a browser; an error page carries its errorCode in a `<meta name="error-code">` tag.
         */
        post: operations["postSandboxBankLoginByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sandbox outbox: messages to an email address or phone number (header x-admin-token)
         * @description Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getSandboxOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/slot/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The slot machine page (HTML, frameable by the site: frame-ancestors self)
         * @description Sandbox only: when the sandbox is off (NODE_ENV=production without PLATFORM_SANDBOX=1) the bank simulator and the slot are not mounted (404) and the other sandbox pages answer 403 with errorCode 100.
         *
         *     Answers an HTML page for a browser; an error page carries its errorCode in a `<meta name="error-code">` tag.
         */
        get: operations["getSandboxSlotByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/slot/{token}/spin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One round: bet and win through the wallet in one transaction (real) or play money (demo). bet 0.10-10 EUR (steps 0.1, 0.2, 0.5, 1, 2, 5, 10); a retried idempotencyKey answers the first round. A real-money round or free spin is refused, moving nothing, with 258/238 (self-exclusion register), 217 (cool-off) or, for a bet, 122 (loss limit)
         * @description Sandbox only: when the sandbox is off (NODE_ENV=production without PLATFORM_SANDBOX=1) the bank simulator and the slot are not mounted (404) and the other sandbox pages answer 403 with errorCode 100.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postSandboxSlotByTokenSpin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/slot/{token}/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance (wallet in real mode, play money in demo) and free spins of a launch
         * @description Sandbox only: when the sandbox is off (NODE_ENV=production without PLATFORM_SANDBOX=1) the bank simulator and the slot are not mounted (404) and the other sandbox pages answer 403 with errorCode 100.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getSandboxSlotByTokenState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games (at most 20), suppliers, tags, CMS pages and news articles matching the keyword, case- and accent-insensitive, exact and prefix matches first
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller has a live session (never 401)
         * @description Needs no session.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getSessionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deposits (status pending|ok|declined|cancelled|expired|failed); includeTotalAmounts=true adds the sums of credited deposits and of pending/paid withdrawals
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getTransactionsDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Real-money game rounds (bet and win); filter by gameId
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getTransactionsGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawals (status pending|cancelled|paid) with their reference
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getTransactionsWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The avatar options (id, image) and the player's choice (default 1)
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getUserAvatar"];
        put?: never;
        /**
         * Choose an avatar (1..29); answers the choices
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        post: operations["postUserAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What of the player is verified
         * @description Needs a live player session (cookie `casino_session`); without one it answers 401 with errorCode 115.
         *
         *     A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the schema answers 400 with errorCode 195 and `params: {field, rule, in}`.
         */
        get: operations["getVerificationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAutoLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    t: string;
                };
                "application/x-www-form-urlencoded": {
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    t: string;
                };
                "multipart/form-data": {
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    t: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    getAvatarsByIdSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description SVG image (image/svg+xml) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Not modified */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getBonusGameProgress: {
        parameters: {
            query?: {
                t?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        level: number;
                        maxPrizes: number;
                        nextLevel: {
                            level: number;
                            points: number;
                        } | null;
                        points: number;
                        rewards: {
                            creditedTime: number | null;
                            level: number;
                            points: number;
                            prize: {
                                /** @description euros (cash, promo) */
                                amount?: number;
                                points?: number;
                                spins?: number;
                                turnoverFactor?: number;
                                /** @enum {string} */
                                type: "cash" | "promo" | "freeSpins" | "bonusGame";
                            };
                            /** @enum {string} */
                            status: "locked" | "credited";
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    getBonusGameRewards: {
        parameters: {
            query?: {
                t?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        level: number;
                        maxPrizes: number;
                        nextLevel: {
                            level: number;
                            points: number;
                        } | null;
                        points: number;
                        rewards: {
                            creditedTime: number | null;
                            level: number;
                            points: number;
                            prize: {
                                /** @description euros (cash, promo) */
                                amount?: number;
                                points?: number;
                                spins?: number;
                                turnoverFactor?: number;
                                /** @enum {string} */
                                type: "cash" | "promo" | "freeSpins" | "bonusGame";
                            };
                            /** @enum {string} */
                            status: "locked" | "credited";
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postBonuswheelComplete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                };
                "application/x-www-form-urlencoded": {
                    reference: string;
                };
                "multipart/form-data": {
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description false when the reference was completed before */
                        credited: boolean;
                        prize: {
                            /** @description euros (cash, promo) */
                            amount?: number;
                            points?: number;
                            spins?: number;
                            turnoverFactor?: number;
                            /** @enum {string} */
                            type: "cash" | "promo" | "freeSpins" | "bonusGame";
                        };
                        prizeIndex: number;
                        reference: string;
                        success: boolean;
                    };
                };
            };
        };
    };
    getBonuswheelSpin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available_spins: number;
                        pending: {
                            prize: {
                                /** @description euros (cash, promo) */
                                amount?: number;
                                points?: number;
                                spins?: number;
                                turnoverFactor?: number;
                                /** @enum {string} */
                                type: "cash" | "promo" | "freeSpins" | "bonusGame";
                            };
                            prizeIndex: number;
                            reference: string;
                        } | null;
                        prizes: {
                            /** @description euros (cash, promo) */
                            amount?: number;
                            percent: number;
                            points?: number;
                            spins?: number;
                            turnoverFactor?: number;
                            /** @enum {string} */
                            type: "cash" | "promo" | "freeSpins" | "bonusGame";
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postBonuswheelSpin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available_spins: number;
                        prize: {
                            /** @description euros (cash, promo) */
                            amount?: number;
                            points?: number;
                            spins?: number;
                            turnoverFactor?: number;
                            /** @enum {string} */
                            type: "cash" | "promo" | "freeSpins" | "bonusGame";
                        };
                        prizeIndex: number;
                        reference: string;
                        success: boolean;
                    };
                };
            };
        };
    };
    getCampaignsDepositCampaigns: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        campaigns: {
                            bonusPercent: number;
                            campaignId: number;
                            freeSpinAmount?: number;
                            maxPromoLimit?: number;
                            minDepositAmount: number;
                            title: string;
                            turnoverFactor: number;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    getCmsAffiliatePagesById: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affiliate: {
                            free_spin_game: {
                                id: number;
                                slug: string;
                                title: string;
                            } | null;
                            granted_free_spins: number;
                            message_en: string;
                            message_et: string;
                            message_fi: string;
                            reference: string;
                            slug: string;
                        };
                        bodyHtml: string;
                        id: number;
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        title: string;
                    };
                };
            };
        };
    };
    getCmsAffiliateBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        free_spin_game: {
                            id: number;
                            slug: string;
                            title: string;
                        } | null;
                        granted_free_spins: number;
                        message_en: string;
                        message_et: string;
                        message_fi: string;
                        reference: string;
                        slug: string;
                    };
                };
            };
        };
    };
    getCmsAffiliates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        free_spin_game: {
                            id: number;
                            slug: string;
                            title: string;
                        } | null;
                        granted_free_spins: number;
                        message_en: string;
                        message_et: string;
                        message_fi: string;
                        reference: string;
                        slug: string;
                    }[];
                };
            };
        };
    };
    getCmsBlogs: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        items: {
                            /** @description yyyy-mm-dd */
                            date: string;
                            /** @description dd.mm.yyyy */
                            date_parsed: string;
                            excerpt: string;
                            /** @enum {string} */
                            lang: "fi" | "et" | "en";
                            slug: string;
                            /** @description relative URL: /api/cms/thumbnails/news/{slug}.svg */
                            thumbnail: string;
                            /** @description epoch ms */
                            timestamp: number;
                            title: string;
                        }[];
                        page: number;
                        pageCount: number;
                    };
                };
            };
        };
    };
    getCmsBlogsBySlug: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description HTML (sanitise before rendering) */
                        body: string;
                        /** @description yyyy-mm-dd */
                        date: string;
                        /** @description dd.mm.yyyy */
                        date_parsed: string;
                        excerpt: string;
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        languages: ("fi" | "et" | "en")[];
                        slug: string;
                        /** @description relative URL: /api/cms/thumbnails/news/{slug}.svg */
                        thumbnail: string;
                        /** @description epoch ms */
                        timestamp: number;
                        title: string;
                    };
                };
            };
        };
    };
    getCmsChildGameGroupsTranslated: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
                parent?: string;
                type?: "slots" | "livecasino";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string | null;
                        game_count: number;
                        id: number;
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        name: string;
                        parent_id: number | null;
                        slug: string;
                        sort_order: number;
                        title: string;
                        translations: {
                            en: {
                                description: string | null;
                                title: string;
                            };
                            et: {
                                description: string | null;
                                title: string;
                            };
                            fi: {
                                description: string | null;
                                title: string;
                            };
                        };
                        /** @enum {string} */
                        type: "slots" | "livecasino";
                        url: string;
                    }[];
                };
            };
        };
    };
    getCmsGameGroupsTranslated: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
                type?: "slots" | "livecasino";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string | null;
                        game_count: number;
                        id: number;
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        name: string;
                        parent_id: number | null;
                        slug: string;
                        sort_order: number;
                        title: string;
                        translations: {
                            en: {
                                description: string | null;
                                title: string;
                            };
                            et: {
                                description: string | null;
                                title: string;
                            };
                            fi: {
                                description: string | null;
                                title: string;
                            };
                        };
                        /** @enum {string} */
                        type: "slots" | "livecasino";
                        url: string;
                    }[];
                };
            };
        };
    };
    getCmsGames: {
        parameters: {
            query?: {
                id?: number;
                page?: number;
                pageSize?: number;
                slug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        friendly_name: string;
                        has_demo: boolean;
                        id: number;
                        /** @description released less than 14 days ago */
                        is_new: boolean;
                        live_casino: boolean;
                        name: string;
                        /** @description dd.mm.yyyy */
                        release_date: string;
                        /** @description epoch ms, 00:00 UTC of the release day */
                        release_timestamp: number;
                        slug: string;
                        supplier: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        supplier_id: number;
                        tags: string[];
                        /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                        thumbnail: string;
                    }[] | {
                        count: number;
                        items: {
                            enabled: boolean;
                            friendly_name: string;
                            has_demo: boolean;
                            id: number;
                            /** @description released less than 14 days ago */
                            is_new: boolean;
                            live_casino: boolean;
                            name: string;
                            /** @description dd.mm.yyyy */
                            release_date: string;
                            /** @description epoch ms, 00:00 UTC of the release day */
                            release_timestamp: number;
                            slug: string;
                            supplier: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            supplier_id: number;
                            tags: string[];
                            /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                            thumbnail: string;
                        }[];
                        page: number;
                        pageCount: number;
                    };
                };
            };
        };
    };
    getCmsGamesByGroupId: {
        parameters: {
            query: {
                id: number;
                type?: "slots" | "livecasino";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        friendly_name: string;
                        has_demo: boolean;
                        id: number;
                        /** @description released less than 14 days ago */
                        is_new: boolean;
                        live_casino: boolean;
                        name: string;
                        /** @description dd.mm.yyyy */
                        release_date: string;
                        /** @description epoch ms, 00:00 UTC of the release day */
                        release_timestamp: number;
                        slug: string;
                        supplier: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        supplier_id: number;
                        tags: string[];
                        /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                        thumbnail: string;
                    }[];
                };
            };
        };
    };
    getCmsGamesByGroupIdByRest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rest: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        friendly_name: string;
                        has_demo: boolean;
                        id: number;
                        /** @description released less than 14 days ago */
                        is_new: boolean;
                        live_casino: boolean;
                        name: string;
                        /** @description dd.mm.yyyy */
                        release_date: string;
                        /** @description epoch ms, 00:00 UTC of the release day */
                        release_timestamp: number;
                        slug: string;
                        supplier: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        supplier_id: number;
                        tags: string[];
                        /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                        thumbnail: string;
                    }[];
                };
            };
        };
    };
    getCmsGamesInGroups: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
                limit?: number;
                type?: "slots" | "livecasino";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string | null;
                        game_count: number;
                        games: {
                            enabled: boolean;
                            friendly_name: string;
                            has_demo: boolean;
                            id: number;
                            /** @description released less than 14 days ago */
                            is_new: boolean;
                            live_casino: boolean;
                            name: string;
                            /** @description dd.mm.yyyy */
                            release_date: string;
                            /** @description epoch ms, 00:00 UTC of the release day */
                            release_timestamp: number;
                            slug: string;
                            supplier: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            supplier_id: number;
                            tags: string[];
                            /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                            thumbnail: string;
                        }[];
                        id: number;
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        name: string;
                        parent_id: number | null;
                        slug: string;
                        sort_order: number;
                        title: string;
                        translations: {
                            en: {
                                description: string | null;
                                title: string;
                            };
                            et: {
                                description: string | null;
                                title: string;
                            };
                            fi: {
                                description: string | null;
                                title: string;
                            };
                        };
                        /** @enum {string} */
                        type: "slots" | "livecasino";
                        url: string;
                    }[];
                };
            };
        };
    };
    getCmsGamesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        friendly_name: string;
                        has_demo: boolean;
                        id: number;
                        /** @description released less than 14 days ago */
                        is_new: boolean;
                        live_casino: boolean;
                        name: string;
                        /** @description dd.mm.yyyy */
                        release_date: string;
                        /** @description epoch ms, 00:00 UTC of the release day */
                        release_timestamp: number;
                        slug: string;
                        supplier: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        supplier_id: number;
                        tags: string[];
                        /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                        thumbnail: string;
                    };
                };
            };
        };
    };
    getCmsGamesIdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        friendly_name: string;
                        has_demo: boolean;
                        id: number;
                        /** @description released less than 14 days ago */
                        is_new: boolean;
                        live_casino: boolean;
                        name: string;
                        /** @description dd.mm.yyyy */
                        release_date: string;
                        /** @description epoch ms, 00:00 UTC of the release day */
                        release_timestamp: number;
                        slug: string;
                        supplier: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        supplier_id: number;
                        tags: string[];
                        /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                        thumbnail: string;
                    };
                };
            };
        };
    };
    getCmsGroup: {
        parameters: {
            query: {
                lang?: "fi" | "et" | "en";
                slug: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string | null;
                        game_count: number;
                        games: {
                            enabled: boolean;
                            friendly_name: string;
                            has_demo: boolean;
                            id: number;
                            /** @description released less than 14 days ago */
                            is_new: boolean;
                            live_casino: boolean;
                            name: string;
                            /** @description dd.mm.yyyy */
                            release_date: string;
                            /** @description epoch ms, 00:00 UTC of the release day */
                            release_timestamp: number;
                            slug: string;
                            supplier: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            supplier_id: number;
                            tags: string[];
                            /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                            thumbnail: string;
                        }[];
                        id: number;
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        name: string;
                        parent_id: number | null;
                        slug: string;
                        sort_order: number;
                        title: string;
                        translations: {
                            en: {
                                description: string | null;
                                title: string;
                            };
                            et: {
                                description: string | null;
                                title: string;
                            };
                            fi: {
                                description: string | null;
                                title: string;
                            };
                        };
                        /** @enum {string} */
                        type: "slots" | "livecasino";
                        url: string;
                    };
                };
            };
        };
    };
    getCmsGroupBySlug: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: string | null;
                        game_count: number;
                        games: {
                            enabled: boolean;
                            friendly_name: string;
                            has_demo: boolean;
                            id: number;
                            /** @description released less than 14 days ago */
                            is_new: boolean;
                            live_casino: boolean;
                            name: string;
                            /** @description dd.mm.yyyy */
                            release_date: string;
                            /** @description epoch ms, 00:00 UTC of the release day */
                            release_timestamp: number;
                            slug: string;
                            supplier: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            supplier_id: number;
                            tags: string[];
                            /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                            thumbnail: string;
                        }[];
                        id: number;
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        name: string;
                        parent_id: number | null;
                        slug: string;
                        sort_order: number;
                        title: string;
                        translations: {
                            en: {
                                description: string | null;
                                title: string;
                            };
                            et: {
                                description: string | null;
                                title: string;
                            };
                            fi: {
                                description: string | null;
                                title: string;
                            };
                        };
                        /** @enum {string} */
                        type: "slots" | "livecasino";
                        url: string;
                    };
                };
            };
        };
    };
    getCmsMaintenance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        maintenance: {
                            active: boolean;
                            logo: {
                                height: number;
                                width: number;
                            };
                            messages: {
                                en: string;
                                et: string;
                                fi: string;
                            };
                        };
                        serviceDisruption: {
                            active: boolean;
                            messages: {
                                en: string;
                                et: string;
                                fi: string;
                            };
                        };
                        success: boolean;
                    };
                };
            };
        };
    };
    getCmsPages: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
                slug?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocks: ({
                            cta?: {
                                label: string;
                                routeKey: string;
                            };
                            text: string;
                            title: string;
                            /** @enum {string} */
                            type: "hero";
                        } | {
                            html: string;
                            /** @enum {string} */
                            type: "richText";
                        } | {
                            items: {
                                text: string;
                                title: string;
                            }[];
                            /** @enum {string} */
                            type: "features";
                        } | {
                            title?: string;
                            /** @enum {string} */
                            type: "depositForm";
                        })[];
                        description: string;
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        slug: string;
                        title: string;
                    }[];
                };
            };
        };
    };
    getCmsPagesSlugs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        slug: string;
                    }[];
                };
            };
        };
    };
    getCmsParentCategory: {
        parameters: {
            query: {
                child?: string;
                parent: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        friendly_name: string;
                        has_demo: boolean;
                        id: number;
                        /** @description released less than 14 days ago */
                        is_new: boolean;
                        live_casino: boolean;
                        name: string;
                        /** @description dd.mm.yyyy */
                        release_date: string;
                        /** @description epoch ms, 00:00 UTC of the release day */
                        release_timestamp: number;
                        slug: string;
                        supplier: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        supplier_id: number;
                        tags: string[];
                        /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                        thumbnail: string;
                    }[];
                };
            };
        };
    };
    getCmsParentCategoryByRest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rest: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        friendly_name: string;
                        has_demo: boolean;
                        id: number;
                        /** @description released less than 14 days ago */
                        is_new: boolean;
                        live_casino: boolean;
                        name: string;
                        /** @description dd.mm.yyyy */
                        release_date: string;
                        /** @description epoch ms, 00:00 UTC of the release day */
                        release_timestamp: number;
                        slug: string;
                        supplier: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        supplier_id: number;
                        tags: string[];
                        /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                        thumbnail: string;
                    }[];
                };
            };
        };
    };
    getCmsProvider: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        friendly_name: string;
                        has_demo: boolean;
                        id: number;
                        /** @description released less than 14 days ago */
                        is_new: boolean;
                        live_casino: boolean;
                        name: string;
                        /** @description dd.mm.yyyy */
                        release_date: string;
                        /** @description epoch ms, 00:00 UTC of the release day */
                        release_timestamp: number;
                        slug: string;
                        supplier: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        supplier_id: number;
                        tags: string[];
                        /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                        thumbnail: string;
                    }[];
                };
            };
        };
    };
    getCmsProviderByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        friendly_name: string;
                        has_demo: boolean;
                        id: number;
                        /** @description released less than 14 days ago */
                        is_new: boolean;
                        live_casino: boolean;
                        name: string;
                        /** @description dd.mm.yyyy */
                        release_date: string;
                        /** @description epoch ms, 00:00 UTC of the release day */
                        release_timestamp: number;
                        slug: string;
                        supplier: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        supplier_id: number;
                        tags: string[];
                        /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                        thumbnail: string;
                    }[];
                };
            };
        };
    };
    getCmsSiteSettings: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        footerHtml: string;
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        maintenanceBanner: {
                            en?: string;
                            et?: string;
                            fi?: string;
                        };
                        popups: {
                            bodyHtml: string;
                            id: string;
                            title: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    getCmsSuppliers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        game_count: number;
                        id: number;
                        name: string;
                        slug: string;
                    }[];
                };
            };
        };
    };
    getCmsThumbnailsBySlugSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description SVG image (image/svg+xml) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Not modified (ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getCmsThumbnailsBySlugWebp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description WebP image (image/webp) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Not modified (ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getCmsThumbnailsNewsBySlugSvg: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description SVG image (image/svg+xml) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Not modified (ETag) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getGameDemoById: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "real" | "demo";
                        success: boolean;
                        /** @description relative: /api/sandbox/slot/<launchToken> */
                        url: string;
                    };
                };
            };
        };
    };
    getGameRealById: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "real" | "demo";
                        success: boolean;
                        /** @description relative: /api/sandbox/slot/<launchToken> */
                        url: string;
                    };
                };
            };
        };
    };
    getGamesFavourites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: {
                            enabled: boolean;
                            friendly_name: string;
                            has_demo: boolean;
                            id: number;
                            /** @description released less than 14 days ago */
                            is_new: boolean;
                            live_casino: boolean;
                            name: string;
                            /** @description dd.mm.yyyy */
                            release_date: string;
                            /** @description epoch ms, 00:00 UTC of the release day */
                            release_timestamp: number;
                            slug: string;
                            supplier: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            supplier_id: number;
                            tags: string[];
                            /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                            thumbnail: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postGamesFavouritesAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gameId: number;
                };
                "application/x-www-form-urlencoded": {
                    gameId: number;
                };
                "multipart/form-data": {
                    gameId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: {
                            enabled: boolean;
                            friendly_name: string;
                            has_demo: boolean;
                            id: number;
                            /** @description released less than 14 days ago */
                            is_new: boolean;
                            live_casino: boolean;
                            name: string;
                            /** @description dd.mm.yyyy */
                            release_date: string;
                            /** @description epoch ms, 00:00 UTC of the release day */
                            release_timestamp: number;
                            slug: string;
                            supplier: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            supplier_id: number;
                            tags: string[];
                            /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                            thumbnail: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postGamesFavouritesRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gameId: number;
                };
                "application/x-www-form-urlencoded": {
                    gameId: number;
                };
                "multipart/form-data": {
                    gameId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: {
                            enabled: boolean;
                            friendly_name: string;
                            has_demo: boolean;
                            id: number;
                            /** @description released less than 14 days ago */
                            is_new: boolean;
                            live_casino: boolean;
                            name: string;
                            /** @description dd.mm.yyyy */
                            release_date: string;
                            /** @description epoch ms, 00:00 UTC of the release day */
                            release_timestamp: number;
                            slug: string;
                            supplier: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            supplier_id: number;
                            tags: string[];
                            /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                            thumbnail: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    getGamesRecentGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: {
                            enabled: boolean;
                            friendly_name: string;
                            has_demo: boolean;
                            id: number;
                            /** @description released less than 14 days ago */
                            is_new: boolean;
                            /** @description epoch ms of the latest real-money round */
                            lastPlayed: number;
                            live_casino: boolean;
                            name: string;
                            /** @description dd.mm.yyyy */
                            release_date: string;
                            /** @description epoch ms, 00:00 UTC of the release day */
                            release_timestamp: number;
                            slug: string;
                            supplier: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            supplier_id: number;
                            tags: string[];
                            /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                            thumbnail: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    getGoldRushProgress: {
        parameters: {
            query?: {
                t?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endTime: number;
                        level: number;
                        maxPrizes: number;
                        nextLevel: {
                            level: number;
                            points: number;
                        } | null;
                        points: number;
                        rewards: {
                            creditedTime: number | null;
                            level: number;
                            points: number;
                            prize: {
                                /** @description euros (cash, promo) */
                                amount?: number;
                                points?: number;
                                spins?: number;
                                turnoverFactor?: number;
                                /** @enum {string} */
                                type: "cash" | "promo" | "freeSpins" | "bonusGame";
                            };
                            /** @enum {string} */
                            status: "locked" | "credited";
                        }[];
                        startTime: number;
                        success: boolean;
                    };
                };
            };
        };
    };
    getGroups: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
                type?: "slots" | "livecasino";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: {
                            description: string | null;
                            game_count: number;
                            game_ids: number[];
                            id: number;
                            /** @enum {string} */
                            lang: "fi" | "et" | "en";
                            name: string;
                            parent_id: number | null;
                            slug: string;
                            sort_order: number;
                            title: string;
                            translations: {
                                en: {
                                    description: string | null;
                                    title: string;
                                };
                                et: {
                                    description: string | null;
                                    title: string;
                                };
                                fi: {
                                    description: string | null;
                                    title: string;
                                };
                            };
                            /** @enum {string} */
                            type: "slots" | "livecasino";
                            url: string;
                        }[];
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        success: boolean;
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "sqlite" | "postgres";
                        /** @enum {string} */
                        status: "ok";
                        success: boolean;
                    };
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "live";
                        success: boolean;
                    };
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        database: "sqlite" | "postgres";
                        /** @enum {string} */
                        redis: "connected" | "unused";
                        /** @enum {string} */
                        status: "ready";
                        success: boolean;
                    };
                };
            };
        };
    };
    getJackpots: {
        parameters: {
            query?: {
                /** @description EUR only */
                currency?: "eur" | "EUR";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        currency: "EUR";
                        jackpots: {
                            /** @description euros, 2 decimals */
                            amount: number;
                            currency: string;
                            name: string;
                            slug: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    email?: string;
                    /** @default  */
                    password?: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @default  */
                    email?: string;
                    /** @default  */
                    password?: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                };
                "multipart/form-data": {
                    /** @default  */
                    email?: string;
                    /** @default  */
                    password?: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        userId: number;
                    };
                };
            };
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    getMenu: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        lang: "fi" | "et" | "en";
                        menu: {
                            children: {
                                id: number;
                                params: {
                                    id: string;
                                    slug: string;
                                };
                                routeKey: string;
                                slug: string;
                                title: string;
                                type: string;
                                url: string;
                            }[];
                            key: string;
                            routeKey: string;
                            title: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postPaymentCancelWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                };
                "application/x-www-form-urlencoded": {
                    reference: string;
                };
                "multipart/form-data": {
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        reference: string;
                        status: string;
                        success: boolean;
                    };
                };
            };
        };
    };
    postPaymentConfirmDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    campaignId?: number;
                    currency?: string;
                    idempotencyKey?: string;
                    /** @enum {string} */
                    lang?: "fi" | "et" | "en";
                    method: string;
                    returnUrl?: string;
                    storedDetailReference?: string;
                };
                "application/x-www-form-urlencoded": {
                    amount: number;
                    campaignId?: number;
                    currency?: string;
                    idempotencyKey?: string;
                    /** @enum {string} */
                    lang?: "fi" | "et" | "en";
                    method: string;
                    returnUrl?: string;
                    storedDetailReference?: string;
                };
                "multipart/form-data": {
                    amount: number;
                    campaignId?: number;
                    currency?: string;
                    idempotencyKey?: string;
                    /** @enum {string} */
                    lang?: "fi" | "et" | "en";
                    method: string;
                    returnUrl?: string;
                    storedDetailReference?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirectUrl: string;
                        success: boolean;
                        token: string;
                    };
                };
            };
        };
    };
    postPaymentDepositStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
                "application/x-www-form-urlencoded": {
                    token: string;
                };
                "multipart/form-data": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        createdTime: number;
                        currency: string;
                        declineCode?: number;
                        /** @enum {string} */
                        status: "pending" | "ok" | "declined" | "cancelled" | "expired";
                        success: boolean;
                        userId?: number;
                    };
                };
            };
        };
    };
    postPaymentInitDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    campaignId?: number;
                    /** @enum {string} */
                    country: "FIN" | "EST";
                    currency?: string;
                    idempotencyKey?: string;
                    /** @enum {string} */
                    lang?: "fi" | "et" | "en";
                    method: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    returnUrl?: string;
                };
                "application/x-www-form-urlencoded": {
                    amount: number;
                    campaignId?: number;
                    /** @enum {string} */
                    country: "FIN" | "EST";
                    currency?: string;
                    idempotencyKey?: string;
                    /** @enum {string} */
                    lang?: "fi" | "et" | "en";
                    method: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    returnUrl?: string;
                };
                "multipart/form-data": {
                    amount: number;
                    campaignId?: number;
                    /** @enum {string} */
                    country: "FIN" | "EST";
                    currency?: string;
                    idempotencyKey?: string;
                    /** @enum {string} */
                    lang?: "fi" | "et" | "en";
                    method: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    returnUrl?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirectUrl: string;
                        success: boolean;
                        token: string;
                    };
                };
            };
        };
    };
    postPaymentInitLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    country: "FIN" | "EST";
                    /**
                     * @default fi
                     * @enum {string}
                     */
                    lang?: "fi" | "et" | "en";
                    method: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    returnUrl?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    country: "FIN" | "EST";
                    /**
                     * @default fi
                     * @enum {string}
                     */
                    lang?: "fi" | "et" | "en";
                    method: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    returnUrl?: string;
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    country: "FIN" | "EST";
                    /**
                     * @default fi
                     * @enum {string}
                     */
                    lang?: "fi" | "et" | "en";
                    method: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    returnUrl?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        redirectUrl: string;
                        success: boolean;
                        token: string;
                    };
                };
            };
        };
    };
    getPaymentInitWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cashBalance: number;
                        cashReserve: number;
                        freeSpins: number;
                        methods: {
                            maxAmount: {
                                EUR: number;
                            };
                            method: string;
                            minAmount: {
                                EUR: number;
                            };
                        }[];
                        promoBalance: number;
                        success: boolean;
                        totalBalance: number;
                        withdrawable: number;
                    };
                };
            };
        };
    };
    postPaymentLoginStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
                "application/x-www-form-urlencoded": {
                    token: string;
                };
                "multipart/form-data": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "pending" | "approved" | "cancelled" | "expired";
                        success: boolean;
                        userId?: number;
                    };
                };
            };
        };
    };
    getPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        methods: {
                            maxAmount: {
                                EUR: number;
                            };
                            method: string;
                            minAmount: {
                                EUR: number;
                            };
                            storedData?: {
                                bankName: string;
                                maskedAccount: string;
                                reference: string;
                            }[];
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postPaymentPrefillDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string;
                    city?: string;
                    houseNumber?: string;
                    phoneNumber?: string;
                    zipCode?: string;
                };
                "application/x-www-form-urlencoded": {
                    address?: string;
                    city?: string;
                    houseNumber?: string;
                    phoneNumber?: string;
                    zipCode?: string;
                };
                "multipart/form-data": {
                    address?: string;
                    city?: string;
                    houseNumber?: string;
                    phoneNumber?: string;
                    zipCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postPaymentWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    idempotencyKey?: string;
                    method: string;
                };
                "application/x-www-form-urlencoded": {
                    amount: number;
                    idempotencyKey?: string;
                    method: string;
                };
                "multipart/form-data": {
                    amount: number;
                    idempotencyKey?: string;
                    method: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        forfeitedFreeSpins?: number;
                        forfeitedPromo?: number;
                        reference: string;
                        status: string;
                        success: boolean;
                    };
                };
            };
        };
    };
    getPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountComplete?: boolean;
                        address?: string;
                        birthDate?: string | null;
                        city?: string;
                        country?: string;
                        currency?: string;
                        email?: string | null;
                        emailVerified?: boolean;
                        firstName?: string;
                        hasPassword?: boolean;
                        houseNumber?: string;
                        language?: string;
                        lastLoginTime?: number | null;
                        lastName?: string;
                        nickName?: string | null;
                        phoneNumber?: string | null;
                        phoneNumberVerified?: boolean;
                        receiveEmail?: boolean;
                        receiveSms?: boolean;
                        success: boolean;
                        userId: number;
                        zipCode?: string;
                    };
                };
            };
        };
    };
    postPlayerActivate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activationCode: string;
                };
                "application/x-www-form-urlencoded": {
                    activationCode: string;
                };
                "multipart/form-data": {
                    activationCode: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        autoLoginToken?: string;
                        success: boolean;
                    };
                };
            };
        };
    };
    getPlayerActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activities: {
                            createdTime: number;
                            type: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerAddPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    password: string;
                };
                "application/x-www-form-urlencoded": {
                    confirmPassword: string;
                    password: string;
                };
                "multipart/form-data": {
                    confirmPassword: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    getPlayerBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        cash: number;
                        cashReserve?: number;
                        currency: string;
                        currentTurnover: number;
                        promo: number;
                        success: boolean;
                        totalTurnover: number;
                        withdrawable?: number;
                    };
                };
            };
        };
    };
    getPlayerBonusesFreeSpins: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bonuses: {
                            count: number;
                            page: number;
                            pageCount: number;
                            transactions: {
                                cancellable: boolean;
                                createdTime: number;
                                expirationTime: number | null;
                                /** @description remaining */
                                freeSpins: number;
                                freeSpinsBonusId: number;
                                games: {
                                    friendlyName: string;
                                    gameId: number;
                                    slug: string;
                                    translation: string;
                                }[];
                                name: string;
                                /** @description campaign | wheel | bonusGame | goldRush | affiliate | sandbox */
                                source: string;
                                total: number;
                                turnoverFactor: number;
                            }[];
                        };
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerBonusesFreeSpinsCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    freeSpinsBonusId: number;
                };
                "application/x-www-form-urlencoded": {
                    freeSpinsBonusId: number;
                };
                "multipart/form-data": {
                    freeSpinsBonusId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        forfeitedSpins: number;
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerChangeLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "fi" | "et" | "en";
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    language: "fi" | "et" | "en";
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    language: "fi" | "et" | "en";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        saved: boolean;
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerCompleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    countryCode: string;
                    email: string;
                    nickName: string;
                    password: string;
                    phoneNumber: string;
                };
                "application/x-www-form-urlencoded": {
                    confirmPassword: string;
                    countryCode: string;
                    email: string;
                    nickName: string;
                    password: string;
                    phoneNumber: string;
                };
                "multipart/form-data": {
                    confirmPassword: string;
                    countryCode: string;
                    email: string;
                    nickName: string;
                    password: string;
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountComplete?: boolean;
                        address?: string;
                        birthDate?: string | null;
                        city?: string;
                        country?: string;
                        currency?: string;
                        email?: string | null;
                        emailVerified?: boolean;
                        firstName?: string;
                        hasPassword?: boolean;
                        houseNumber?: string;
                        language?: string;
                        lastLoginTime?: number | null;
                        lastName?: string;
                        nickName?: string | null;
                        phoneNumber?: string | null;
                        phoneNumberVerified?: boolean;
                        receiveEmail?: boolean;
                        receiveSms?: boolean;
                        success: boolean;
                        userId: number;
                        zipCode?: string;
                    };
                };
            };
        };
    };
    postPlayerConvertLoyaltyPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pointAmount: number;
                };
                "application/x-www-form-urlencoded": {
                    pointAmount: number;
                };
                "multipart/form-data": {
                    pointAmount: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description cash credited (euros) */
                        amount: number;
                        /** @description points left */
                        points: number;
                        success: boolean;
                    };
                };
            };
        };
    };
    getPlayerDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documents: {
                            documentId: number;
                            /** @enum {string} */
                            documentSide: "any" | "front" | "back";
                            /** @description The uploaded file's name */
                            documentSource: string;
                            /** @enum {string} */
                            documentStatus: "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            documentType: "passport" | "identityCard" | "drivingLicence" | "utilityBill" | "sourceOfFunds";
                            /** @enum {string} */
                            fileType: "pdf" | "png" | "jpg";
                            name: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Epoch ms */
                            uploadTime: number;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerDocumentUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    documentSide: "any" | "front" | "back";
                    /** @enum {string} */
                    documentType: "passport" | "identityCard" | "drivingLicence" | "utilityBill" | "sourceOfFunds";
                    /** @description The document file (a multipart file part: pdf, png or jpg) */
                    file?: unknown;
                    name?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    documentSide: "any" | "front" | "back";
                    /** @enum {string} */
                    documentType: "passport" | "identityCard" | "drivingLicence" | "utilityBill" | "sourceOfFunds";
                    /** @description The document file (a multipart file part: pdf, png or jpg) */
                    file?: unknown;
                    name?: string;
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    documentSide: "any" | "front" | "back";
                    /** @enum {string} */
                    documentType: "passport" | "identityCard" | "drivingLicence" | "utilityBill" | "sourceOfFunds";
                    /** @description The document file (a multipart file part: pdf, png or jpg) */
                    file?: unknown;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        document: {
                            documentId: number;
                            /** @enum {string} */
                            documentSide: "any" | "front" | "back";
                            /** @description The uploaded file's name */
                            documentSource: string;
                            /** @enum {string} */
                            documentStatus: "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            documentType: "passport" | "identityCard" | "drivingLicence" | "utilityBill" | "sourceOfFunds";
                            /** @enum {string} */
                            fileType: "pdf" | "png" | "jpg";
                            name: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Epoch ms */
                            uploadTime: number;
                        };
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password?: string;
                };
                "application/x-www-form-urlencoded": {
                    email: string;
                    password?: string;
                };
                "multipart/form-data": {
                    email: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerEmailVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
                "application/x-www-form-urlencoded": {
                    code: string;
                };
                "multipart/form-data": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountComplete?: boolean;
                        address?: string;
                        birthDate?: string | null;
                        city?: string;
                        country?: string;
                        currency?: string;
                        email?: string | null;
                        emailVerified?: boolean;
                        firstName?: string;
                        hasPassword?: boolean;
                        houseNumber?: string;
                        language?: string;
                        lastLoginTime?: number | null;
                        lastName?: string;
                        nickName?: string | null;
                        phoneNumber?: string | null;
                        phoneNumberVerified?: boolean;
                        receiveEmail?: boolean;
                        receiveSms?: boolean;
                        success: boolean;
                        userId: number;
                        zipCode?: string;
                    };
                };
            };
        };
    };
    getPlayerHistory: {
        parameters: {
            query?: {
                /** @description A calendar date in Finnish and Estonian time (Europe/Helsinki), YYYY-MM-DD: the first date (its period's start); default: see period */
                from?: string;
                /** @description The language of the column names and row types; default: the player's */
                lang?: "fi" | "et" | "en";
                /** @description day, week (Monday to Sunday) or month: the range covers whole periods; without dates the last 30 days, 12 weeks or 12 months */
                period?: "day" | "week" | "month";
                /** @description A calendar date in Finnish and Estonian time (Europe/Helsinki), YYYY-MM-DD: the last date (its period's end); default: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description The CSV file, sent as it is read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
        };
    };
    postPlayerLimitCoolOff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coolOffDays?: number;
                    password?: string;
                };
                "application/x-www-form-urlencoded": {
                    coolOffDays?: number;
                    password?: string;
                };
                "multipart/form-data": {
                    coolOffDays?: number;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limits: ({
                            coolOff: boolean;
                            /** @description End of the cool-off in progress (epoch ms) */
                            endTime: number | null;
                            /** @enum {string} */
                            kind: "coolOff";
                        } | {
                            /** @description The limit in force (EUR); null without a limit */
                            amount: number | null;
                            /** @description When the pending raise or removal may be confirmed (epoch ms) */
                            amountEffectiveTime: number | null;
                            /** @description false while a removal is pending */
                            autoRenew: boolean;
                            /** @enum {string} */
                            currency: "EUR";
                            /** @description End of the current period (epoch ms) */
                            endTime: number;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            maxAmount: number;
                            minAmount: number;
                            /** @description A pending raise (EUR) */
                            newAmount: number | null;
                            /** @description Loss of the current period (bets minus wins, EUR) */
                            usedAmount: number;
                        } | {
                            /** @enum {string} */
                            kind: "realityCheck";
                            realityCheck: {
                                bets: number;
                                /** @enum {string} */
                                currency: "EUR";
                                intervalMinutes: number;
                                /** @description wins minus bets */
                                net: number;
                                playTimeMinutes: number;
                                /** @description Start of the counted span (epoch ms) */
                                startTime: number;
                                wins: number;
                            };
                        })[];
                        /** @description Minutes; 0 = off */
                        realityCheckInterval: number;
                        success: boolean;
                        trueLimits: {
                            amount: number;
                            /** @description The period of a pending raise or removal has ended: the player must confirm or cancel it */
                            increasingToBeConfirmed: boolean;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            newAmount: number | null;
                            pendingRemoval: boolean;
                        }[];
                    };
                };
            };
        };
    };
    postPlayerLimitLoss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dailyAmount?: number;
                    dailyAutoRenew?: boolean;
                    dailyConfirmed?: boolean;
                    dailyRemovalConfirmed?: boolean;
                    monthlyAmount?: number;
                    monthlyAutoRenew?: boolean;
                    monthlyConfirmed?: boolean;
                    monthlyRemovalConfirmed?: boolean;
                    weeklyAmount?: number;
                    weeklyAutoRenew?: boolean;
                    weeklyConfirmed?: boolean;
                    weeklyRemovalConfirmed?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    dailyAmount?: number;
                    dailyAutoRenew?: boolean;
                    dailyConfirmed?: boolean;
                    dailyRemovalConfirmed?: boolean;
                    monthlyAmount?: number;
                    monthlyAutoRenew?: boolean;
                    monthlyConfirmed?: boolean;
                    monthlyRemovalConfirmed?: boolean;
                    weeklyAmount?: number;
                    weeklyAutoRenew?: boolean;
                    weeklyConfirmed?: boolean;
                    weeklyRemovalConfirmed?: boolean;
                };
                "multipart/form-data": {
                    dailyAmount?: number;
                    dailyAutoRenew?: boolean;
                    dailyConfirmed?: boolean;
                    dailyRemovalConfirmed?: boolean;
                    monthlyAmount?: number;
                    monthlyAutoRenew?: boolean;
                    monthlyConfirmed?: boolean;
                    monthlyRemovalConfirmed?: boolean;
                    weeklyAmount?: number;
                    weeklyAutoRenew?: boolean;
                    weeklyConfirmed?: boolean;
                    weeklyRemovalConfirmed?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limits: ({
                            coolOff: boolean;
                            /** @description End of the cool-off in progress (epoch ms) */
                            endTime: number | null;
                            /** @enum {string} */
                            kind: "coolOff";
                        } | {
                            /** @description The limit in force (EUR); null without a limit */
                            amount: number | null;
                            /** @description When the pending raise or removal may be confirmed (epoch ms) */
                            amountEffectiveTime: number | null;
                            /** @description false while a removal is pending */
                            autoRenew: boolean;
                            /** @enum {string} */
                            currency: "EUR";
                            /** @description End of the current period (epoch ms) */
                            endTime: number;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            maxAmount: number;
                            minAmount: number;
                            /** @description A pending raise (EUR) */
                            newAmount: number | null;
                            /** @description Loss of the current period (bets minus wins, EUR) */
                            usedAmount: number;
                        } | {
                            /** @enum {string} */
                            kind: "realityCheck";
                            realityCheck: {
                                bets: number;
                                /** @enum {string} */
                                currency: "EUR";
                                intervalMinutes: number;
                                /** @description wins minus bets */
                                net: number;
                                playTimeMinutes: number;
                                /** @description Start of the counted span (epoch ms) */
                                startTime: number;
                                wins: number;
                            };
                        })[];
                        /** @description Minutes; 0 = off */
                        realityCheckInterval: number;
                        success: boolean;
                        trueLimits: {
                            amount: number;
                            /** @description The period of a pending raise or removal has ended: the player must confirm or cancel it */
                            increasingToBeConfirmed: boolean;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            newAmount: number | null;
                            pendingRemoval: boolean;
                        }[];
                    };
                };
            };
        };
    };
    postPlayerLimitLossCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    daily?: boolean;
                    monthly?: boolean;
                    weekly?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    daily?: boolean;
                    monthly?: boolean;
                    weekly?: boolean;
                };
                "multipart/form-data": {
                    daily?: boolean;
                    monthly?: boolean;
                    weekly?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limits: ({
                            coolOff: boolean;
                            /** @description End of the cool-off in progress (epoch ms) */
                            endTime: number | null;
                            /** @enum {string} */
                            kind: "coolOff";
                        } | {
                            /** @description The limit in force (EUR); null without a limit */
                            amount: number | null;
                            /** @description When the pending raise or removal may be confirmed (epoch ms) */
                            amountEffectiveTime: number | null;
                            /** @description false while a removal is pending */
                            autoRenew: boolean;
                            /** @enum {string} */
                            currency: "EUR";
                            /** @description End of the current period (epoch ms) */
                            endTime: number;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            maxAmount: number;
                            minAmount: number;
                            /** @description A pending raise (EUR) */
                            newAmount: number | null;
                            /** @description Loss of the current period (bets minus wins, EUR) */
                            usedAmount: number;
                        } | {
                            /** @enum {string} */
                            kind: "realityCheck";
                            realityCheck: {
                                bets: number;
                                /** @enum {string} */
                                currency: "EUR";
                                intervalMinutes: number;
                                /** @description wins minus bets */
                                net: number;
                                playTimeMinutes: number;
                                /** @description Start of the counted span (epoch ms) */
                                startTime: number;
                                wins: number;
                            };
                        })[];
                        /** @description Minutes; 0 = off */
                        realityCheckInterval: number;
                        success: boolean;
                        trueLimits: {
                            amount: number;
                            /** @description The period of a pending raise or removal has ended: the player must confirm or cancel it */
                            increasingToBeConfirmed: boolean;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            newAmount: number | null;
                            pendingRemoval: boolean;
                        }[];
                    };
                };
            };
        };
    };
    getPlayerLimitRealityCheckReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limits: ({
                            coolOff: boolean;
                            /** @description End of the cool-off in progress (epoch ms) */
                            endTime: number | null;
                            /** @enum {string} */
                            kind: "coolOff";
                        } | {
                            /** @description The limit in force (EUR); null without a limit */
                            amount: number | null;
                            /** @description When the pending raise or removal may be confirmed (epoch ms) */
                            amountEffectiveTime: number | null;
                            /** @description false while a removal is pending */
                            autoRenew: boolean;
                            /** @enum {string} */
                            currency: "EUR";
                            /** @description End of the current period (epoch ms) */
                            endTime: number;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            maxAmount: number;
                            minAmount: number;
                            /** @description A pending raise (EUR) */
                            newAmount: number | null;
                            /** @description Loss of the current period (bets minus wins, EUR) */
                            usedAmount: number;
                        } | {
                            /** @enum {string} */
                            kind: "realityCheck";
                            realityCheck: {
                                bets: number;
                                /** @enum {string} */
                                currency: "EUR";
                                intervalMinutes: number;
                                /** @description wins minus bets */
                                net: number;
                                playTimeMinutes: number;
                                /** @description Start of the counted span (epoch ms) */
                                startTime: number;
                                wins: number;
                            };
                        })[];
                        /** @description Minutes; 0 = off */
                        realityCheckInterval: number;
                        success: boolean;
                        trueLimits: {
                            amount: number;
                            /** @description The period of a pending raise or removal has ended: the player must confirm or cancel it */
                            increasingToBeConfirmed: boolean;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            newAmount: number | null;
                            pendingRemoval: boolean;
                        }[];
                    };
                };
            };
        };
    };
    postPlayerLimitResetTimeByMinutes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                minutes: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
                "application/x-www-form-urlencoded": Record<string, never>;
                "multipart/form-data": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limits: ({
                            coolOff: boolean;
                            /** @description End of the cool-off in progress (epoch ms) */
                            endTime: number | null;
                            /** @enum {string} */
                            kind: "coolOff";
                        } | {
                            /** @description The limit in force (EUR); null without a limit */
                            amount: number | null;
                            /** @description When the pending raise or removal may be confirmed (epoch ms) */
                            amountEffectiveTime: number | null;
                            /** @description false while a removal is pending */
                            autoRenew: boolean;
                            /** @enum {string} */
                            currency: "EUR";
                            /** @description End of the current period (epoch ms) */
                            endTime: number;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            maxAmount: number;
                            minAmount: number;
                            /** @description A pending raise (EUR) */
                            newAmount: number | null;
                            /** @description Loss of the current period (bets minus wins, EUR) */
                            usedAmount: number;
                        } | {
                            /** @enum {string} */
                            kind: "realityCheck";
                            realityCheck: {
                                bets: number;
                                /** @enum {string} */
                                currency: "EUR";
                                intervalMinutes: number;
                                /** @description wins minus bets */
                                net: number;
                                playTimeMinutes: number;
                                /** @description Start of the counted span (epoch ms) */
                                startTime: number;
                                wins: number;
                            };
                        })[];
                        /** @description Minutes; 0 = off */
                        realityCheckInterval: number;
                        success: boolean;
                        trueLimits: {
                            amount: number;
                            /** @description The period of a pending raise or removal has ended: the player must confirm or cancel it */
                            increasingToBeConfirmed: boolean;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            newAmount: number | null;
                            pendingRemoval: boolean;
                        }[];
                    };
                };
            };
        };
    };
    postPlayerLimitTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Minutes: 0 (off), 15, 30, 60 or 120 */
                    realityCheckInterval: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Minutes: 0 (off), 15, 30, 60 or 120 */
                    realityCheckInterval: number;
                };
                "multipart/form-data": {
                    /** @description Minutes: 0 (off), 15, 30, 60 or 120 */
                    realityCheckInterval: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limits: ({
                            coolOff: boolean;
                            /** @description End of the cool-off in progress (epoch ms) */
                            endTime: number | null;
                            /** @enum {string} */
                            kind: "coolOff";
                        } | {
                            /** @description The limit in force (EUR); null without a limit */
                            amount: number | null;
                            /** @description When the pending raise or removal may be confirmed (epoch ms) */
                            amountEffectiveTime: number | null;
                            /** @description false while a removal is pending */
                            autoRenew: boolean;
                            /** @enum {string} */
                            currency: "EUR";
                            /** @description End of the current period (epoch ms) */
                            endTime: number;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            maxAmount: number;
                            minAmount: number;
                            /** @description A pending raise (EUR) */
                            newAmount: number | null;
                            /** @description Loss of the current period (bets minus wins, EUR) */
                            usedAmount: number;
                        } | {
                            /** @enum {string} */
                            kind: "realityCheck";
                            realityCheck: {
                                bets: number;
                                /** @enum {string} */
                                currency: "EUR";
                                intervalMinutes: number;
                                /** @description wins minus bets */
                                net: number;
                                playTimeMinutes: number;
                                /** @description Start of the counted span (epoch ms) */
                                startTime: number;
                                wins: number;
                            };
                        })[];
                        /** @description Minutes; 0 = off */
                        realityCheckInterval: number;
                        success: boolean;
                        trueLimits: {
                            amount: number;
                            /** @description The period of a pending raise or removal has ended: the player must confirm or cancel it */
                            increasingToBeConfirmed: boolean;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            newAmount: number | null;
                            pendingRemoval: boolean;
                        }[];
                    };
                };
            };
        };
    };
    getPlayerLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        limits: ({
                            coolOff: boolean;
                            /** @description End of the cool-off in progress (epoch ms) */
                            endTime: number | null;
                            /** @enum {string} */
                            kind: "coolOff";
                        } | {
                            /** @description The limit in force (EUR); null without a limit */
                            amount: number | null;
                            /** @description When the pending raise or removal may be confirmed (epoch ms) */
                            amountEffectiveTime: number | null;
                            /** @description false while a removal is pending */
                            autoRenew: boolean;
                            /** @enum {string} */
                            currency: "EUR";
                            /** @description End of the current period (epoch ms) */
                            endTime: number;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            maxAmount: number;
                            minAmount: number;
                            /** @description A pending raise (EUR) */
                            newAmount: number | null;
                            /** @description Loss of the current period (bets minus wins, EUR) */
                            usedAmount: number;
                        } | {
                            /** @enum {string} */
                            kind: "realityCheck";
                            realityCheck: {
                                bets: number;
                                /** @enum {string} */
                                currency: "EUR";
                                intervalMinutes: number;
                                /** @description wins minus bets */
                                net: number;
                                playTimeMinutes: number;
                                /** @description Start of the counted span (epoch ms) */
                                startTime: number;
                                wins: number;
                            };
                        })[];
                        /** @description Minutes; 0 = off */
                        realityCheckInterval: number;
                        success: boolean;
                        trueLimits: {
                            amount: number;
                            /** @description The period of a pending raise or removal has ended: the player must confirm or cancel it */
                            increasingToBeConfirmed: boolean;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            newAmount: number | null;
                            pendingRemoval: boolean;
                        }[];
                    };
                };
            };
        };
    };
    getPlayerLoyalty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        convertedPoints: number;
                        earnedPoints: number;
                        minPoints: number;
                        points: number;
                        rate: {
                            amount: number;
                            points: number;
                        };
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerModifyForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    activationCode: string;
                    confirmPassword: string;
                    password: string;
                };
                "application/x-www-form-urlencoded": {
                    activationCode: string;
                    confirmPassword: string;
                    password: string;
                };
                "multipart/form-data": {
                    activationCode: string;
                    confirmPassword: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerNickname: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nickname: string;
                };
                "application/x-www-form-urlencoded": {
                    nickname: string;
                };
                "multipart/form-data": {
                    nickname: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    getPlayerOverview: {
        parameters: {
            query?: {
                /** @description A calendar date in Finnish and Estonian time (Europe/Helsinki), YYYY-MM-DD: the first date (its period's start); default: see period */
                from?: string;
                /** @description day, week (Monday to Sunday) or month: the range covers whole periods; without dates the last 30 days, 12 weeks or 12 months */
                period?: "day" | "week" | "month";
                /** @description A calendar date in Finnish and Estonian time (Europe/Helsinki), YYYY-MM-DD: the last date (its period's end); default: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        currency: "EUR";
                        /** @description The first date covered (YYYY-MM-DD) */
                        from: string;
                        /** @description The loss limits in force */
                        lossLimits: {
                            /** @description The amount in force */
                            amount: number;
                            /** @description End of the current period */
                            endTime: number;
                            /** @enum {string} */
                            kind: "dailyLoss" | "weeklyLoss" | "monthlyLoss";
                            periodStart: number;
                            /** @description The current period's loss as the limit counts it for a bet */
                            usedAmount: number;
                        }[];
                        /** @enum {string} */
                        period: "day" | "week" | "month";
                        periods: {
                            betsPromo: number;
                            betsReal: number;
                            /** @description Its first date, YYYY-MM-DD */
                            date: string;
                            deposits: number;
                            /** @description Epoch ms of the local midnight that starts the next one */
                            end: number;
                            freeSpinRounds: number;
                            /** @description Bets minus wins of real-money rounds, not below 0: what a loss limit counts over the same span */
                            loss: number;
                            /** @description Promo-money wins (free-spin wins included) minus promo-money bets */
                            netPromo: number;
                            /** @description Real-money wins (jackpot wins included) minus real-money bets */
                            netReal: number;
                            /** @description Time played, from the rounds: the time between rounds at most 5 minutes apart */
                            playedSeconds: number;
                            rounds: number;
                            /** @description Epoch ms of the local midnight that starts the period */
                            start: number;
                            winsPromo: number;
                            winsReal: number;
                            /** @description Withdrawals asked for, cancelled ones included */
                            withdrawals: number;
                            /** @description Withdrawals cancelled (their money came back on the cash when they were) */
                            withdrawalsCancelled: number;
                        }[];
                        success: boolean;
                        /** @description The loss limits' calendar every period and date is on (Europe/Helsinki) */
                        timeZone: string;
                        /** @description The last date covered (YYYY-MM-DD) */
                        to: string;
                        /** @description The whole range */
                        totals: {
                            betsPromo: number;
                            betsReal: number;
                            deposits: number;
                            freeSpinRounds: number;
                            /** @description Bets minus wins of real-money rounds, not below 0: what a loss limit counts over the same span */
                            loss: number;
                            /** @description Promo-money wins (free-spin wins included) minus promo-money bets */
                            netPromo: number;
                            /** @description Real-money wins (jackpot wins included) minus real-money bets */
                            netReal: number;
                            /** @description Time played, from the rounds: the time between rounds at most 5 minutes apart */
                            playedSeconds: number;
                            rounds: number;
                            winsPromo: number;
                            winsReal: number;
                            /** @description Withdrawals asked for, cancelled ones included */
                            withdrawals: number;
                            /** @description Withdrawals cancelled (their money came back on the cash when they were) */
                            withdrawalsCancelled: number;
                        };
                    };
                };
            };
        };
    };
    postPlayerPhonenumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                    phonenumber: string;
                };
                "application/x-www-form-urlencoded": {
                    password?: string;
                    phonenumber: string;
                };
                "multipart/form-data": {
                    password?: string;
                    phonenumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerRegisterPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string;
                    /** @description The affiliate the visitor came from: its granted free spins go to the new player (bonuses) */
                    affiliateReference?: string;
                    ageChecked?: boolean;
                    birthDate: string;
                    city?: string;
                    confirmPassword: string;
                    country: string;
                    email: string;
                    firstName: string;
                    houseNumber?: string;
                    language?: string;
                    lastName: string;
                    nickName: string;
                    password: string;
                    phoneNumber?: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    promoCode?: string;
                    registrationCurrency?: string;
                    zipCode?: string;
                };
                "application/x-www-form-urlencoded": {
                    address?: string;
                    /** @description The affiliate the visitor came from: its granted free spins go to the new player (bonuses) */
                    affiliateReference?: string;
                    ageChecked?: boolean;
                    birthDate: string;
                    city?: string;
                    confirmPassword: string;
                    country: string;
                    email: string;
                    firstName: string;
                    houseNumber?: string;
                    language?: string;
                    lastName: string;
                    nickName: string;
                    password: string;
                    phoneNumber?: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    promoCode?: string;
                    registrationCurrency?: string;
                    zipCode?: string;
                };
                "multipart/form-data": {
                    address?: string;
                    /** @description The affiliate the visitor came from: its granted free spins go to the new player (bonuses) */
                    affiliateReference?: string;
                    ageChecked?: boolean;
                    birthDate: string;
                    city?: string;
                    confirmPassword: string;
                    country: string;
                    email: string;
                    firstName: string;
                    houseNumber?: string;
                    language?: string;
                    lastName: string;
                    nickName: string;
                    password: string;
                    phoneNumber?: string;
                    policyChecked?: boolean;
                    privacyPolicyChecked?: boolean;
                    promoCode?: string;
                    registrationCurrency?: string;
                    zipCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        userId: number;
                    };
                };
            };
        };
    };
    getPlayerSendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    getPlayerSendVerificationSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    getPlayerSmsVerificationHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        history: {
                            createdTime: number;
                            expireTime: number;
                            phoneNumber: string | null;
                            verified: boolean;
                            verifiedTime: number | null;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    getPlayerSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        success: boolean;
                        topics: ("general" | "account" | "payments" | "bonuses" | "documents" | "closeAccount")[];
                    };
                };
            };
        };
    };
    postPlayerSupportContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    /** @enum {string} */
                    topic: "general" | "account" | "payments" | "bonuses" | "documents" | "closeAccount";
                };
                "application/x-www-form-urlencoded": {
                    message: string;
                    /** @enum {string} */
                    topic: "general" | "account" | "payments" | "bonuses" | "documents" | "closeAccount";
                };
                "multipart/form-data": {
                    message: string;
                    /** @enum {string} */
                    topic: "general" | "account" | "payments" | "bonuses" | "documents" | "closeAccount";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messageId: number;
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerTriggerForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    birthDate: string;
                    email: string;
                };
                "application/x-www-form-urlencoded": {
                    birthDate: string;
                    email: string;
                };
                "multipart/form-data": {
                    birthDate: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerUpdateFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string;
                    city?: string;
                    firstName?: string;
                    houseNumber?: string;
                    lastName?: string;
                    nickName?: string;
                    phoneNumber?: string;
                    receiveEmail?: boolean;
                    receiveSms?: boolean;
                    zipCode?: string;
                };
                "application/x-www-form-urlencoded": {
                    address?: string;
                    city?: string;
                    firstName?: string;
                    houseNumber?: string;
                    lastName?: string;
                    nickName?: string;
                    phoneNumber?: string;
                    receiveEmail?: boolean;
                    receiveSms?: boolean;
                    zipCode?: string;
                };
                "multipart/form-data": {
                    address?: string;
                    city?: string;
                    firstName?: string;
                    houseNumber?: string;
                    lastName?: string;
                    nickName?: string;
                    phoneNumber?: string;
                    receiveEmail?: boolean;
                    receiveSms?: boolean;
                    zipCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountComplete?: boolean;
                        address?: string;
                        birthDate?: string | null;
                        city?: string;
                        country?: string;
                        currency?: string;
                        email?: string | null;
                        emailVerified?: boolean;
                        firstName?: string;
                        hasPassword?: boolean;
                        houseNumber?: string;
                        language?: string;
                        lastLoginTime?: number | null;
                        lastName?: string;
                        nickName?: string | null;
                        phoneNumber?: string | null;
                        phoneNumberVerified?: boolean;
                        receiveEmail?: boolean;
                        receiveSms?: boolean;
                        success: boolean;
                        userId: number;
                        zipCode?: string;
                    };
                };
            };
        };
    };
    postPlayerUpdatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                    oldPassword?: string;
                    password: string;
                };
                "application/x-www-form-urlencoded": {
                    confirmPassword: string;
                    oldPassword?: string;
                    password: string;
                };
                "multipart/form-data": {
                    confirmPassword: string;
                    oldPassword?: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerValidateEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
                "application/x-www-form-urlencoded": {
                    email: string;
                };
                "multipart/form-data": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerValidateNickname: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nickname: string;
                };
                "application/x-www-form-urlencoded": {
                    nickname: string;
                };
                "multipart/form-data": {
                    nickname: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerValidatePhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    countryCode?: string;
                    phonenumber: string;
                };
                "application/x-www-form-urlencoded": {
                    countryCode?: string;
                    phonenumber: string;
                };
                "multipart/form-data": {
                    countryCode?: string;
                    phonenumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerVerifyEmailShortCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
                "application/x-www-form-urlencoded": {
                    code: string;
                };
                "multipart/form-data": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        autoLoginToken?: string;
                        success: boolean;
                    };
                };
            };
        };
    };
    postPlayerVerifySmsShortCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
                "application/x-www-form-urlencoded": {
                    code: string;
                };
                "multipart/form-data": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    getSandboxAdminAccessBlocks: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countries: string[];
                        environment: {
                            countries: string[];
                            ips: string[];
                        };
                        ips: string[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminAccessBlocks: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blocked: boolean;
                    countries?: string[];
                    ips?: string[];
                };
                "application/x-www-form-urlencoded": {
                    blocked: boolean;
                    countries?: string[];
                    ips?: string[];
                };
                "multipart/form-data": {
                    blocked: boolean;
                    countries?: string[];
                    ips?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        countries: string[];
                        environment: {
                            countries: string[];
                            ips: string[];
                        };
                        ips: string[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminBankFault: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    delayMs?: number;
                    /** @enum {string} */
                    mode: "none" | "never" | "slow" | "error";
                };
                "application/x-www-form-urlencoded": {
                    delayMs?: number;
                    /** @enum {string} */
                    mode: "none" | "never" | "slow" | "error";
                };
                "multipart/form-data": {
                    delayMs?: number;
                    /** @enum {string} */
                    mode: "none" | "never" | "slow" | "error";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delayMs: number;
                        /** @enum {string} */
                        mode: "none" | "never" | "slow" | "error";
                        success: boolean;
                    };
                };
            };
        };
    };
    getSandboxAdminClock: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The platform time (epoch ms) */
                        now: number;
                        /** @description How far the sandbox clock is ahead of the real time */
                        offsetMs: number;
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminClockAdvance: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    days?: number;
                    hours?: number;
                    minutes?: number;
                    ms?: number;
                    to?: number;
                };
                "application/x-www-form-urlencoded": {
                    days?: number;
                    hours?: number;
                    minutes?: number;
                    ms?: number;
                    to?: number;
                };
                "multipart/form-data": {
                    days?: number;
                    hours?: number;
                    minutes?: number;
                    ms?: number;
                    to?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The platform time (epoch ms) */
                        now: number;
                        /** @description How far the sandbox clock is ahead of the real time */
                        offsetMs: number;
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminCmsAffiliatesByKey: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageEn?: string;
                    messageEt?: string;
                    messageFi?: string;
                    messages?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                };
                "application/x-www-form-urlencoded": {
                    messageEn?: string;
                    messageEt?: string;
                    messageFi?: string;
                    messages?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                };
                "multipart/form-data": {
                    messageEn?: string;
                    messageEt?: string;
                    messageFi?: string;
                    messages?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affiliate: {
                            free_spin_game: {
                                id: number;
                                slug: string;
                                title: string;
                            } | null;
                            granted_free_spins: number;
                            message_en: string;
                            message_et: string;
                            message_fi: string;
                            reference: string;
                            slug: string;
                        };
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminCmsGameGroupsById: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    descriptionEn?: string;
                    descriptionEt?: string;
                    descriptionFi?: string;
                    title?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    titleEn?: string;
                    titleEt?: string;
                    titleFi?: string;
                };
                "application/x-www-form-urlencoded": {
                    description?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    descriptionEn?: string;
                    descriptionEt?: string;
                    descriptionFi?: string;
                    title?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    titleEn?: string;
                    titleEt?: string;
                    titleFi?: string;
                };
                "multipart/form-data": {
                    description?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    descriptionEn?: string;
                    descriptionEt?: string;
                    descriptionFi?: string;
                    title?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    titleEn?: string;
                    titleEt?: string;
                    titleFi?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminCmsNewsBySlug: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bodyHtmlEn?: string;
                    bodyHtmlEt?: string;
                    bodyHtmlFi?: string;
                    en?: {
                        bodyHtml?: string;
                        excerpt?: string;
                        title?: string;
                    };
                    et?: {
                        bodyHtml?: string;
                        excerpt?: string;
                        title?: string;
                    };
                    excerptEn?: string;
                    excerptEt?: string;
                    excerptFi?: string;
                    fi?: {
                        bodyHtml?: string;
                        excerpt?: string;
                        title?: string;
                    };
                    publishedAt?: number;
                    titleEn?: string;
                    titleEt?: string;
                    titleFi?: string;
                };
                "application/x-www-form-urlencoded": {
                    bodyHtmlEn?: string;
                    bodyHtmlEt?: string;
                    bodyHtmlFi?: string;
                    en?: {
                        bodyHtml?: string;
                        excerpt?: string;
                        title?: string;
                    };
                    et?: {
                        bodyHtml?: string;
                        excerpt?: string;
                        title?: string;
                    };
                    excerptEn?: string;
                    excerptEt?: string;
                    excerptFi?: string;
                    fi?: {
                        bodyHtml?: string;
                        excerpt?: string;
                        title?: string;
                    };
                    publishedAt?: number;
                    titleEn?: string;
                    titleEt?: string;
                    titleFi?: string;
                };
                "multipart/form-data": {
                    bodyHtmlEn?: string;
                    bodyHtmlEt?: string;
                    bodyHtmlFi?: string;
                    en?: {
                        bodyHtml?: string;
                        excerpt?: string;
                        title?: string;
                    };
                    et?: {
                        bodyHtml?: string;
                        excerpt?: string;
                        title?: string;
                    };
                    excerptEn?: string;
                    excerptEt?: string;
                    excerptFi?: string;
                    fi?: {
                        bodyHtml?: string;
                        excerpt?: string;
                        title?: string;
                    };
                    publishedAt?: number;
                    titleEn?: string;
                    titleEt?: string;
                    titleFi?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articles: {
                            /** @description HTML (sanitise before rendering) */
                            body: string;
                            /** @description yyyy-mm-dd */
                            date: string;
                            /** @description dd.mm.yyyy */
                            date_parsed: string;
                            excerpt: string;
                            /** @enum {string} */
                            lang: "fi" | "et" | "en";
                            languages: ("fi" | "et" | "en")[];
                            slug: string;
                            /** @description relative URL: /api/cms/thumbnails/news/{slug}.svg */
                            thumbnail: string;
                            /** @description epoch ms */
                            timestamp: number;
                            title: string;
                        }[];
                        slug: string;
                        success: boolean;
                    };
                };
            };
        };
    };
    deleteSandboxAdminCmsNewsBySlug: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
            };
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminCmsPagesBySlug: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    descriptionEn?: string;
                    descriptionEt?: string;
                    descriptionFi?: string;
                    en?: {
                        blocks?: {
                            cta?: {
                                label: string;
                                routeKey: string;
                            };
                            html?: string;
                            items?: {
                                text: string;
                                title: string;
                            }[];
                            text?: string;
                            title?: string;
                            /** @enum {string} */
                            type: "hero" | "richText" | "features" | "depositForm";
                        }[];
                        description?: string;
                        html?: string;
                        title?: string;
                    };
                    et?: {
                        blocks?: {
                            cta?: {
                                label: string;
                                routeKey: string;
                            };
                            html?: string;
                            items?: {
                                text: string;
                                title: string;
                            }[];
                            text?: string;
                            title?: string;
                            /** @enum {string} */
                            type: "hero" | "richText" | "features" | "depositForm";
                        }[];
                        description?: string;
                        html?: string;
                        title?: string;
                    };
                    fi?: {
                        blocks?: {
                            cta?: {
                                label: string;
                                routeKey: string;
                            };
                            html?: string;
                            items?: {
                                text: string;
                                title: string;
                            }[];
                            text?: string;
                            title?: string;
                            /** @enum {string} */
                            type: "hero" | "richText" | "features" | "depositForm";
                        }[];
                        description?: string;
                        html?: string;
                        title?: string;
                    };
                    htmlEn?: string;
                    htmlEt?: string;
                    htmlFi?: string;
                    titleEn?: string;
                    titleEt?: string;
                    titleFi?: string;
                };
                "application/x-www-form-urlencoded": {
                    descriptionEn?: string;
                    descriptionEt?: string;
                    descriptionFi?: string;
                    en?: {
                        blocks?: {
                            cta?: {
                                label: string;
                                routeKey: string;
                            };
                            html?: string;
                            items?: {
                                text: string;
                                title: string;
                            }[];
                            text?: string;
                            title?: string;
                            /** @enum {string} */
                            type: "hero" | "richText" | "features" | "depositForm";
                        }[];
                        description?: string;
                        html?: string;
                        title?: string;
                    };
                    et?: {
                        blocks?: {
                            cta?: {
                                label: string;
                                routeKey: string;
                            };
                            html?: string;
                            items?: {
                                text: string;
                                title: string;
                            }[];
                            text?: string;
                            title?: string;
                            /** @enum {string} */
                            type: "hero" | "richText" | "features" | "depositForm";
                        }[];
                        description?: string;
                        html?: string;
                        title?: string;
                    };
                    fi?: {
                        blocks?: {
                            cta?: {
                                label: string;
                                routeKey: string;
                            };
                            html?: string;
                            items?: {
                                text: string;
                                title: string;
                            }[];
                            text?: string;
                            title?: string;
                            /** @enum {string} */
                            type: "hero" | "richText" | "features" | "depositForm";
                        }[];
                        description?: string;
                        html?: string;
                        title?: string;
                    };
                    htmlEn?: string;
                    htmlEt?: string;
                    htmlFi?: string;
                    titleEn?: string;
                    titleEt?: string;
                    titleFi?: string;
                };
                "multipart/form-data": {
                    descriptionEn?: string;
                    descriptionEt?: string;
                    descriptionFi?: string;
                    en?: {
                        blocks?: {
                            cta?: {
                                label: string;
                                routeKey: string;
                            };
                            html?: string;
                            items?: {
                                text: string;
                                title: string;
                            }[];
                            text?: string;
                            title?: string;
                            /** @enum {string} */
                            type: "hero" | "richText" | "features" | "depositForm";
                        }[];
                        description?: string;
                        html?: string;
                        title?: string;
                    };
                    et?: {
                        blocks?: {
                            cta?: {
                                label: string;
                                routeKey: string;
                            };
                            html?: string;
                            items?: {
                                text: string;
                                title: string;
                            }[];
                            text?: string;
                            title?: string;
                            /** @enum {string} */
                            type: "hero" | "richText" | "features" | "depositForm";
                        }[];
                        description?: string;
                        html?: string;
                        title?: string;
                    };
                    fi?: {
                        blocks?: {
                            cta?: {
                                label: string;
                                routeKey: string;
                            };
                            html?: string;
                            items?: {
                                text: string;
                                title: string;
                            }[];
                            text?: string;
                            title?: string;
                            /** @enum {string} */
                            type: "hero" | "richText" | "features" | "depositForm";
                        }[];
                        description?: string;
                        html?: string;
                        title?: string;
                    };
                    htmlEn?: string;
                    htmlEt?: string;
                    htmlFi?: string;
                    titleEn?: string;
                    titleEt?: string;
                    titleFi?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pages: {
                            blocks: ({
                                cta?: {
                                    label: string;
                                    routeKey: string;
                                };
                                text: string;
                                title: string;
                                /** @enum {string} */
                                type: "hero";
                            } | {
                                html: string;
                                /** @enum {string} */
                                type: "richText";
                            } | {
                                items: {
                                    text: string;
                                    title: string;
                                }[];
                                /** @enum {string} */
                                type: "features";
                            } | {
                                title?: string;
                                /** @enum {string} */
                                type: "depositForm";
                            })[];
                            description: string;
                            /** @enum {string} */
                            lang: "fi" | "et" | "en";
                            slug: string;
                            title: string;
                        }[];
                        slug: string;
                        success: boolean;
                    };
                };
            };
        };
    };
    deleteSandboxAdminCmsPagesBySlug: {
        parameters: {
            query?: {
                lang?: "fi" | "et" | "en";
            };
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminCmsSiteSettings: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    footerHtml?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    footerHtmlEn?: string;
                    footerHtmlEt?: string;
                    footerHtmlFi?: string;
                    popups?: {
                        en?: {
                            bodyHtml: string;
                            id: string;
                            title: string;
                        }[];
                        et?: {
                            bodyHtml: string;
                            id: string;
                            title: string;
                        }[];
                        fi?: {
                            bodyHtml: string;
                            id: string;
                            title: string;
                        }[];
                    };
                };
                "application/x-www-form-urlencoded": {
                    footerHtml?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    footerHtmlEn?: string;
                    footerHtmlEt?: string;
                    footerHtmlFi?: string;
                    popups?: {
                        en?: {
                            bodyHtml: string;
                            id: string;
                            title: string;
                        }[];
                        et?: {
                            bodyHtml: string;
                            id: string;
                            title: string;
                        }[];
                        fi?: {
                            bodyHtml: string;
                            id: string;
                            title: string;
                        }[];
                    };
                };
                "multipart/form-data": {
                    footerHtml?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    footerHtmlEn?: string;
                    footerHtmlEt?: string;
                    footerHtmlFi?: string;
                    popups?: {
                        en?: {
                            bodyHtml: string;
                            id: string;
                            title: string;
                        }[];
                        et?: {
                            bodyHtml: string;
                            id: string;
                            title: string;
                        }[];
                        fi?: {
                            bodyHtml: string;
                            id: string;
                            title: string;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        footerHtml: {
                            en?: string;
                            et?: string;
                            fi?: string;
                        };
                        popups: {
                            en?: {
                                bodyHtml: string;
                                id: string;
                                title: string;
                            }[];
                            et?: {
                                bodyHtml: string;
                                id: string;
                                title: string;
                            }[];
                            fi?: {
                                bodyHtml: string;
                                id: string;
                                title: string;
                            }[];
                        };
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminDocumentsByIdStatus: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending" | "approved" | "rejected";
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    status: "pending" | "approved" | "rejected";
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    status: "pending" | "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        document: {
                            documentId: number;
                            /** @enum {string} */
                            documentSide: "any" | "front" | "back";
                            /** @description The uploaded file's name */
                            documentSource: string;
                            /** @enum {string} */
                            documentStatus: "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            documentType: "passport" | "identityCard" | "drivingLicence" | "utilityBill" | "sourceOfFunds";
                            /** @enum {string} */
                            fileType: "pdf" | "png" | "jpg";
                            name: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Epoch ms */
                            uploadTime: number;
                        };
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminJackpotsBySlugAward: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    playerId: number;
                };
                "application/x-www-form-urlencoded": {
                    playerId: number;
                };
                "multipart/form-data": {
                    playerId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description euros paid to the cash: exactly what the pool held */
                        amount: number;
                        /** @description euros the pool restarts from (paid in by the house) */
                        seed: number;
                        slug: string;
                        success: boolean;
                        userId: number;
                    };
                };
            };
        };
    };
    postSandboxAdminMaintenance: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    maintenanceActive?: boolean;
                    maintenanceBanner?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    maintenanceBannerEn?: string;
                    maintenanceBannerEt?: string;
                    maintenanceBannerFi?: string;
                    maintenanceMessageEn?: string;
                    maintenanceMessageEt?: string;
                    maintenanceMessageFi?: string;
                    maintenanceMessages?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    serviceDisruptionActive?: boolean;
                    serviceDisruptionMessageEn?: string;
                    serviceDisruptionMessageEt?: string;
                    serviceDisruptionMessageFi?: string;
                    serviceDisruptionMessages?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                };
                "application/x-www-form-urlencoded": {
                    maintenanceActive?: boolean;
                    maintenanceBanner?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    maintenanceBannerEn?: string;
                    maintenanceBannerEt?: string;
                    maintenanceBannerFi?: string;
                    maintenanceMessageEn?: string;
                    maintenanceMessageEt?: string;
                    maintenanceMessageFi?: string;
                    maintenanceMessages?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    serviceDisruptionActive?: boolean;
                    serviceDisruptionMessageEn?: string;
                    serviceDisruptionMessageEt?: string;
                    serviceDisruptionMessageFi?: string;
                    serviceDisruptionMessages?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                };
                "multipart/form-data": {
                    maintenanceActive?: boolean;
                    maintenanceBanner?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    maintenanceBannerEn?: string;
                    maintenanceBannerEt?: string;
                    maintenanceBannerFi?: string;
                    maintenanceMessageEn?: string;
                    maintenanceMessageEt?: string;
                    maintenanceMessageFi?: string;
                    maintenanceMessages?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                    serviceDisruptionActive?: boolean;
                    serviceDisruptionMessageEn?: string;
                    serviceDisruptionMessageEt?: string;
                    serviceDisruptionMessageFi?: string;
                    serviceDisruptionMessages?: {
                        en?: string;
                        et?: string;
                        fi?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        maintenance: {
                            active: boolean;
                            logo: {
                                height: number;
                                width: number;
                            };
                            messages: {
                                en: string;
                                et: string;
                                fi: string;
                            };
                        };
                        serviceDisruption: {
                            active: boolean;
                            messages: {
                                en: string;
                                et: string;
                                fi: string;
                            };
                        };
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminPlayersByIdAutoLoginToken: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        token: string;
                    };
                };
            };
        };
    };
    getSandboxAdminPlayersByIdCompliance: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amlBlocked: boolean;
                        emailUnverified: boolean;
                        paymentMethodsNotAllowed: string[];
                        pepHit: boolean;
                        riskBlocked: boolean;
                        sourceOfFundsAbove: number;
                        sourceOfFundsRequired: boolean;
                        success: boolean;
                        userId: number;
                    };
                };
            };
        };
    };
    postSandboxAdminPlayersByIdCompliance: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amlBlocked?: boolean;
                    emailUnverified?: boolean;
                    paymentMethodsNotAllowed?: "bank"[];
                    pepHit?: boolean;
                    riskBlocked?: boolean;
                    sourceOfFundsAbove?: number;
                    sourceOfFundsRequired?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    amlBlocked?: boolean;
                    emailUnverified?: boolean;
                    paymentMethodsNotAllowed?: "bank"[];
                    pepHit?: boolean;
                    riskBlocked?: boolean;
                    sourceOfFundsAbove?: number;
                    sourceOfFundsRequired?: boolean;
                };
                "multipart/form-data": {
                    amlBlocked?: boolean;
                    emailUnverified?: boolean;
                    paymentMethodsNotAllowed?: "bank"[];
                    pepHit?: boolean;
                    riskBlocked?: boolean;
                    sourceOfFundsAbove?: number;
                    sourceOfFundsRequired?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amlBlocked: boolean;
                        emailUnverified: boolean;
                        paymentMethodsNotAllowed: string[];
                        pepHit: boolean;
                        riskBlocked: boolean;
                        sourceOfFundsAbove: number;
                        sourceOfFundsRequired: boolean;
                        success: boolean;
                        userId: number;
                    };
                };
            };
        };
    };
    postSandboxAdminPlayersByIdGrant: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cash?: number;
                    freeSpinBet?: number;
                    freeSpins?: number;
                    gameId?: number;
                    idempotencyKey?: string;
                    promo?: number;
                    reserve?: number;
                };
                "application/x-www-form-urlencoded": {
                    cash?: number;
                    freeSpinBet?: number;
                    freeSpins?: number;
                    gameId?: number;
                    idempotencyKey?: string;
                    promo?: number;
                    reserve?: number;
                };
                "multipart/form-data": {
                    cash?: number;
                    freeSpinBet?: number;
                    freeSpins?: number;
                    gameId?: number;
                    idempotencyKey?: string;
                    promo?: number;
                    reserve?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        cash: number;
                        cashReserve: number;
                        freeSpinsId?: number;
                        promo: number;
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminPlayersByIdMoneyFlags: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstDepositLock?: boolean;
                    transactionsBlocked?: boolean;
                    withdrawalBlocked?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    firstDepositLock?: boolean;
                    transactionsBlocked?: boolean;
                    withdrawalBlocked?: boolean;
                };
                "multipart/form-data": {
                    firstDepositLock?: boolean;
                    transactionsBlocked?: boolean;
                    withdrawalBlocked?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        firstDepositLock: boolean;
                        success: boolean;
                        transactionsBlocked: boolean;
                        userId: number;
                        withdrawalBlocked: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminPlayersByIdSlotSeed: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seed: number | null;
                };
                "application/x-www-form-urlencoded": {
                    seed: number | null;
                };
                "multipart/form-data": {
                    seed: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        seed: number | null;
                        success: boolean;
                        userId: number;
                    };
                };
            };
        };
    };
    postSandboxAdminPlayersByIdStatus: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "inactive" | "frozen";
                    until?: number;
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    status: "active" | "inactive" | "frozen";
                    until?: number;
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    status: "active" | "inactive" | "frozen";
                    until?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        success: boolean;
                        until: number | null;
                        userId: number;
                    };
                };
            };
        };
    };
    postSandboxAdminSelfExclusionEntries: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Start (epoch ms); default now */
                    from?: number;
                    nationalId?: string;
                    playerId?: number;
                    /** @description End (epoch ms); null or absent: until further notice */
                    until?: number | null;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Start (epoch ms); default now */
                    from?: number;
                    nationalId?: string;
                    playerId?: number;
                    /** @description End (epoch ms); null or absent: until further notice */
                    until?: number | null;
                };
                "multipart/form-data": {
                    /** @description Start (epoch ms); default now */
                    from?: number;
                    nationalId?: string;
                    playerId?: number;
                    /** @description End (epoch ms); null or absent: until further notice */
                    until?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminSelfExclusionEntriesClear: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nationalId?: string;
                    playerId?: number;
                };
                "application/x-www-form-urlencoded": {
                    nationalId?: string;
                    playerId?: number;
                };
                "multipart/form-data": {
                    nationalId?: string;
                    playerId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: number;
                        success: boolean;
                    };
                };
            };
        };
    };
    postSandboxAdminSelfExclusionRegister: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reachable: boolean;
                };
                "application/x-www-form-urlencoded": {
                    reachable: boolean;
                };
                "multipart/form-data": {
                    reachable: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reachable: boolean;
                        success: boolean;
                    };
                };
            };
        };
    };
    getSandboxAdminWalletCheck: {
        parameters: {
            query?: {
                playerId?: number;
            };
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: number;
                        ok: boolean;
                        players: number;
                        problems: {
                            /** @description cash, promo, reserve, bank, payout, jackpot:<slug>; 'txn' (unbalanced), 'bet' or 'win' (round), 'row' */
                            account: string;
                            balance?: number;
                            /** @description duplicateKey: how many rows carry it */
                            count?: number;
                            /** @description running: the first row whose balance_after does not follow from the one before */
                            entryId?: number;
                            /** @description duplicateKey: the idempotency key used more than once */
                            key?: string;
                            /** @description sum, latest, negative, orphan, running, duplicateKey, unbalanced, jackpot, clearing, deposit, withdrawal or round */
                            kind: string;
                            ledgerSum?: number;
                            /** @description 0: no one player (a jackpot pool, a house txn) */
                            playerId: number;
                            /** @description deposit:<id>, withdrawal:<reference> or the round id that does not reconcile */
                            reference?: string;
                            /** @description unbalanced: the txn whose entries do not sum to zero */
                            txn?: string;
                        }[];
                        success: boolean;
                        /** @description Sum of every entry checked, in cents (0: the books balance) */
                        total?: number;
                    };
                };
            };
        };
    };
    postSandboxAdminWithdrawalsByReferenceComplete: {
        parameters: {
            query?: never;
            header?: {
                "x-admin-token"?: string;
            };
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        reference: string;
                        status: string;
                        success: boolean;
                        userId: number;
                    };
                };
            };
        };
    };
    getSandboxBankDepositByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    postSandboxBankDepositByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "decline" | "cancel" | "fail";
                    identity?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    decision: "approve" | "decline" | "cancel" | "fail";
                    identity?: string;
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    decision: "approve" | "decline" | "cancel" | "fail";
                    identity?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSandboxBankLoginByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    postSandboxBankLoginByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "cancel";
                    identity?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    decision: "approve" | "cancel";
                    identity?: string;
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    decision: "approve" | "cancel";
                    identity?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Default Response */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getSandboxOutbox: {
        parameters: {
            query?: {
                kind?: "email" | "sms";
                limit?: number;
                to?: string;
            };
            header?: {
                "x-admin-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            body: string;
                            code: string | null;
                            createdTime: number;
                            id: number;
                            kind: string;
                            shortCode?: string | null;
                            subject: string;
                            to: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    getSandboxSlotByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    postSandboxSlotByTokenSpin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bet: number;
                    idempotencyKey: string;
                };
                "application/x-www-form-urlencoded": {
                    bet: number;
                    idempotencyKey: string;
                };
                "multipart/form-data": {
                    bet: number;
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        bet: number;
                        cash: number;
                        freeSpin: boolean;
                        freeSpinsLeft: number;
                        /** @enum {string} */
                        mode: "real" | "demo";
                        promo: number;
                        /** @description reels[reel][row], symbol ids C L G B S D 7 */
                        reels: string[][];
                        roundId: string;
                        success: boolean;
                        win: number;
                        wins: {
                            amount: number;
                            count: number;
                            line: number;
                            symbol: string;
                        }[];
                    };
                };
            };
        };
    };
    getSandboxSlotByTokenState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        bets: number[];
                        freeSpinsLeft: number;
                        gameId: number;
                        /** @enum {string} */
                        mode: "real" | "demo";
                        success: boolean;
                    };
                };
            };
        };
    };
    getSearch: {
        parameters: {
            query: {
                /** @description supplier id, slug or name */
                gameProvider?: string;
                keyword: string;
                lang?: "fi" | "et" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articles: {
                            date_parsed: string;
                            friendly_name: string;
                            slug: string;
                            thumbnail: string;
                            title: string;
                        }[];
                        content: {
                            description: string;
                            friendly_name: string;
                            /** @enum {string} */
                            lang: "fi" | "et" | "en";
                            slug: string;
                            title: string;
                        }[];
                        games: {
                            enabled: boolean;
                            friendly_name: string;
                            has_demo: boolean;
                            id: number;
                            /** @description released less than 14 days ago */
                            is_new: boolean;
                            live_casino: boolean;
                            name: string;
                            /** @description dd.mm.yyyy */
                            release_date: string;
                            /** @description epoch ms, 00:00 UTC of the release day */
                            release_timestamp: number;
                            slug: string;
                            supplier: {
                                id: number;
                                name: string;
                                slug: string;
                            };
                            supplier_id: number;
                            tags: string[];
                            /** @description relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp */
                            thumbnail: string;
                        }[];
                        success: boolean;
                        suppliers: {
                            friendly_name: string;
                            game_count: number;
                            id: number;
                            name: string;
                            slug: string;
                        }[];
                        tags: {
                            friendly_name: string;
                            game_count: number;
                            name: string;
                            slug: string;
                        }[];
                    };
                };
            };
        };
    };
    getSessionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        loggedIn: boolean;
                        success: boolean;
                    };
                };
            };
        };
    };
    getTransactionsDeposits: {
        parameters: {
            query?: {
                includeTotalAmounts?: boolean;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        pageCount: number;
                        success: boolean;
                        totalAmounts?: {
                            currency: string;
                            deposited: number;
                            withdrawn: number;
                        };
                        transactions: {
                            amount: number;
                            createdTime: number;
                            currency: string;
                            id: number;
                            method: string;
                            status: string;
                        }[];
                    };
                };
            };
        };
    };
    getTransactionsGames: {
        parameters: {
            query?: {
                gameId?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        pageCount: number;
                        success: boolean;
                        transactions: {
                            betAmount: number;
                            createdTime: number;
                            currency: string;
                            freeSpin: boolean;
                            gameId: number;
                            productTranslation: string;
                            roundId: string;
                            winAmount: number;
                        }[];
                    };
                };
            };
        };
    };
    getTransactionsWithdrawals: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        pageCount: number;
                        success: boolean;
                        transactions: {
                            amount: number;
                            createdTime: number;
                            currency: string;
                            method: string;
                            reference: string;
                            status: string;
                        }[];
                    };
                };
            };
        };
    };
    getUserAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatar: number;
                        avatars: {
                            id: number;
                            /** @description Path under the Player API base */
                            image: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    postUserAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    avatar: number;
                };
                "application/x-www-form-urlencoded": {
                    avatar: number;
                };
                "multipart/form-data": {
                    avatar: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatar: number;
                        avatars: {
                            id: number;
                            /** @description Path under the Player API base */
                            image: string;
                        }[];
                        success: boolean;
                    };
                };
            };
        };
    };
    getVerificationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        errorCode: number;
                        params?: {
                            [key: string]: unknown;
                        };
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activated: boolean;
                        emailVerified: boolean;
                        identityVerified: boolean;
                        phoneNumberVerified: boolean;
                        success: boolean;
                    };
                };
            };
        };
    };
}
