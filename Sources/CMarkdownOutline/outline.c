#define _GNU_SOURCE // memmem
#include "CMarkdownOutline.h"

#include <cmark.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// Grows `*items` (of `size` bytes each) to hold `needed`; false when memory runs out.
static bool reserve(void **items, size_t *capacity, size_t needed, size_t size) {
    if (needed <= *capacity) return true;
    size_t grown = *capacity ? *capacity * 2 : 8;
    while (grown < needed) grown *= 2;
    void *resized = realloc(*items, grown * size);
    if (!resized) return false;
    *items = resized;
    *capacity = grown;
    return true;
}

#define APPEND(outline, array, count, capacity, value)                                                 \
    do {                                                                                               \
        if (reserve((void **)&(outline)->array, &(outline)->capacity, (outline)->count + 1,            \
                    sizeof(*(outline)->array))) {                                                      \
            (outline)->array[(outline)->count++] = (value);                                            \
        } else {                                                                                       \
            (outline)->outOfMemory = true;                                                             \
        }                                                                                              \
    } while (0)

static void append_bytes(uint8_t **buffer, size_t *count, size_t *capacity, const void *bytes, size_t length,
                         bool *outOfMemory) {
    if (length == 0) return;
    if (!reserve((void **)buffer, capacity, *count + length, 1)) {
        *outOfMemory = true;
        return;
    }
    memcpy(*buffer + *count, bytes, length);
    *count += length;
}

typedef struct {
    intptr_t index;
    intptr_t level;
} OpenLink;

typedef struct {
    CSOutline *outline;
    const uint8_t *source;
    size_t length;
    const intptr_t *lineStarts;
    size_t lineCount;
    CSOutlineWordPrefixes prefixes;
    intptr_t maximumDepth;

    // How many containers are open (the document is the first).
    intptr_t level;
    intptr_t skippedDepth;
    intptr_t block;
    bool inHeading;
    bool inList;
    // The current block's source may hold a checked word.
    bool scansText;
    // The current item of a top-level list has had a child.
    bool itemHasChild;
    // The first child of the current item is a paragraph that has had no inline child yet.
    bool awaitingLeadingCode;
    OpenLink *openLinks;
    size_t openLinkCount, openLinkCapacity;
    // The open heading's text outside its direct code spans, so far.
    uint8_t *outside;
    size_t outsideCount, outsideCapacity;
} Walk;

// Container nodes get both an enter and an exit event even when empty; leaves only enter.
static bool has_children_slot(cmark_node_type type) {
    switch (type) {
    case CMARK_NODE_DOCUMENT:
    case CMARK_NODE_BLOCK_QUOTE:
    case CMARK_NODE_LIST:
    case CMARK_NODE_ITEM:
    case CMARK_NODE_CUSTOM_BLOCK:
    case CMARK_NODE_PARAGRAPH:
    case CMARK_NODE_HEADING:
    case CMARK_NODE_CUSTOM_INLINE:
    case CMARK_NODE_EMPH:
    case CMARK_NODE_STRONG:
    case CMARK_NODE_LINK:
    case CMARK_NODE_IMAGE:
        return true;
    default:
        return false;
    }
}

// Where `node` starts, or its nearest positioned ancestor (cmark leaves some inlines unpositioned).
static void position_of(cmark_node *node, intptr_t *line, intptr_t *column) {
    for (cmark_node *current = node; current; current = cmark_node_parent(current)) {
        int start = cmark_node_get_start_line(current);
        if (start > 0) {
            *line = start;
            *column = cmark_node_get_start_column(current);
            return;
        }
    }
    *line = 1;
    *column = 1;
}

static CSOutlineSpan append_text(Walk *walk, const char *string) {
    CSOutline *outline = walk->outline;
    CSOutlineSpan span = {(intptr_t)outline->textCount, 0};
    if (!string) return span;
    size_t length = strlen(string);
    append_bytes(&outline->text, &outline->textCount, &outline->textCapacity, string, length, &outline->outOfMemory);
    span.count = (intptr_t)outline->textCount - span.start;
    return span;
}

static bool continues_word(uint8_t byte) {
    return (byte >= '0' && byte <= '9') || (byte >= 'A' && byte <= 'Z') || (byte >= 'a' && byte <= 'z') ||
           byte == '_' || byte == '\\' || byte == '&';
}

// Whether one of the prefixes that start with `first` stands at `hit`, followed by a byte that can
// continue a word before `end`.
static bool word_starts_at(const Walk *walk, const uint8_t *base, size_t hit, size_t end, uint8_t first) {
    size_t offset = 0;
    for (size_t p = 0; p < walk->prefixes.count; offset += walk->prefixes.lengths[p], p++) {
        const uint8_t *prefix = walk->prefixes.bytes + offset;
        size_t prefixLength = walk->prefixes.lengths[p];
        if (prefixLength == 0 || prefix[0] != first) continue;
        size_t after = hit + prefixLength;
        if (after < end && memcmp(base + hit, prefix, prefixLength) == 0 && continues_word(base[after])) return true;
    }
    return false;
}

// Whether the lines of a block hold one of the prefixes followed by a byte that can continue a word.
// The block is searched once for each first byte: `UIControl` and `UIButton` share one search.
static bool may_hold_word(const Walk *walk, intptr_t startLine, intptr_t endLine) {
    if (walk->prefixes.count == 0 || startLine < 1 || (size_t)startLine > walk->lineCount) return false;
    size_t start = (size_t)walk->lineStarts[startLine - 1];
    size_t end = (size_t)endLine < walk->lineCount ? (size_t)walk->lineStarts[endLine] : walk->length;
    if (start >= end) return false;
    const uint8_t *base = walk->source;
    size_t offset = 0;
    for (size_t p = 0; p < walk->prefixes.count; offset += walk->prefixes.lengths[p], p++) {
        if (walk->prefixes.lengths[p] == 0) continue;
        uint8_t first = walk->prefixes.bytes[offset];
        bool searched = false;
        for (size_t earlier = 0, earlierOffset = 0; earlier < p && !searched;
             earlierOffset += walk->prefixes.lengths[earlier], earlier++)
            searched = walk->prefixes.lengths[earlier] > 0 && walk->prefixes.bytes[earlierOffset] == first;
        if (searched) continue;
        size_t at = start;
        while (at < end) {
            const uint8_t *found = memchr(base + at, first, end - at);
            if (!found) break;
            size_t hit = (size_t)(found - base);
            if (word_starts_at(walk, base, hit, end, first)) return true;
            at = hit + 1;
        }
    }
    return false;
}

// Whether `bytes` hold one of the prefixes anywhere: a text node without one holds no checked word.
static bool holds_prefix(const Walk *walk, const uint8_t *bytes, size_t length) {
    size_t offset = 0;
    for (size_t p = 0; p < walk->prefixes.count; offset += walk->prefixes.lengths[p], p++) {
        size_t prefixLength = walk->prefixes.lengths[p];
        if (prefixLength > 0 && prefixLength <= length &&
            memmem(bytes, length, walk->prefixes.bytes + offset, prefixLength) != NULL)
            return true;
    }
    return false;
}

static void start_block(Walk *walk, cmark_node *node, cmark_node_type type) {
    CSOutline *outline = walk->outline;
    walk->block += 1;
    CSOutlineBlock entry = {0};
    entry.kind = CSOutlineBlockOther;
    position_of(node, &entry.startLine, &entry.startColumn);
    intptr_t endLine = cmark_node_get_end_line(node);
    entry.endLine = endLine > entry.startLine ? endLine : entry.startLine;
    walk->inHeading = false;
    walk->inList = false;
    switch (type) {
    case CMARK_NODE_HEADING:
        entry.kind = CSOutlineBlockHeading;
        entry.headingLevel = cmark_node_get_heading_level(node);
        entry.text.start = (intptr_t)outline->textCount;
        entry.codeSpansStart = entry.codeSpansEnd = (intptr_t)outline->codeSpanCount;
        walk->inHeading = true;
        break;
    case CMARK_NODE_PARAGRAPH:
        entry.kind = CSOutlineBlockParagraph;
        break;
    case CMARK_NODE_CODE_BLOCK:
        entry.kind = CSOutlineBlockCodeBlock;
        entry.text = append_text(walk, cmark_node_get_literal(node));
        entry.info = append_text(walk, cmark_node_get_fence_info(node));
        break;
    case CMARK_NODE_LIST:
        entry.kind = CSOutlineBlockList;
        entry.itemsStart = entry.itemsEnd = (intptr_t)outline->listItemCount;
        walk->inList = true;
        break;
    default:
        break;
    }
    walk->scansText = type != CMARK_NODE_CODE_BLOCK && type != CMARK_NODE_HTML_BLOCK &&
                      may_hold_word(walk, entry.startLine, entry.endLine);
    APPEND(outline, blocks, blockCount, blockCapacity, entry);
}

// Notes the items of a top-level list; returns true for the code span that opens an item.
static bool enter_list_content(Walk *walk, cmark_node *node, cmark_node_type type, intptr_t level) {
    CSOutline *outline = walk->outline;
    if (level == 2) {
        CSOutlineListItem item = {0};
        position_of(node, &item.startLine, &item.startColumn);
        intptr_t endLine = cmark_node_get_end_line(node);
        item.endLine = endLine > item.startLine ? endLine : item.startLine;
        APPEND(outline, listItems, listItemCount, listItemCapacity, item);
        if (outline->blockCount > 0) outline->blocks[outline->blockCount - 1].itemsEnd = (intptr_t)outline->listItemCount;
        walk->itemHasChild = false;
        walk->awaitingLeadingCode = false;
    } else if (level == 3) {
        walk->awaitingLeadingCode = !walk->itemHasChild && type == CMARK_NODE_PARAGRAPH;
        walk->itemHasChild = true;
    } else if (level == 4 && walk->awaitingLeadingCode) {
        walk->awaitingLeadingCode = false;
        return type == CMARK_NODE_CODE;
    }
    return false;
}

static void enter(Walk *walk, cmark_node *node) {
    CSOutline *outline = walk->outline;
    cmark_node_type type = cmark_node_get_type(node);
    bool isContainer = has_children_slot(type);
    intptr_t level = walk->level;
    if (walk->skippedDepth > 0 || level >= walk->maximumDepth) {
        if (!outline->exceededDepthLimit) {
            position_of(node, &outline->depthLimitLine, &outline->depthLimitColumn);
        }
        outline->exceededDepthLimit = true;
        if (isContainer) walk->skippedDepth += 1;
        return;
    }
    // An HTML comment shows nothing, rendered or not (a Chinese page's translation record is one): it is not
    // raw HTML the site leaves out.
    const char *literal = type == CMARK_NODE_HTML_BLOCK ? cmark_node_get_literal(node) : NULL;
    bool isComment = literal != NULL && strncmp(literal, "<!--", 4) == 0;
    if ((type == CMARK_NODE_HTML_BLOCK && !isComment) || type == CMARK_NODE_HTML_INLINE) {
        if (outline->rawHTMLCount == 0) position_of(node, &outline->rawHTMLLine, &outline->rawHTMLColumn);
        outline->rawHTMLCount += 1;
    }
    if (type == CMARK_NODE_CODE_BLOCK && level >= 2) {
        CSOutlineNestedCode nested = {0, 0, append_text(walk, cmark_node_get_fence_info(node))};
        position_of(node, &nested.line, &nested.column);
        APPEND(outline, nestedCodes, nestedCodeCount, nestedCodeCapacity, nested);
    }
    if (isContainer) walk->level += 1;
    bool opensItem = false;
    if (level == 1) {
        start_block(walk, node, type);
    } else if (walk->inList && level >= 2) {
        opensItem = enter_list_content(walk, node, type, level);
    }
    bool inLink = walk->openLinkCount > 0;
    switch (type) {
    case CMARK_NODE_TEXT: {
        if (!(walk->scansText || walk->inHeading || inLink)) break;
        const char *literal = cmark_node_get_literal(node);
        if (!literal) break;
        size_t length = strlen(literal);
        if (walk->inHeading || inLink)
            append_bytes(&outline->text, &outline->textCount, &outline->textCapacity, literal, length,
                         &outline->outOfMemory);
        if (walk->inHeading)
            append_bytes(&walk->outside, &walk->outsideCount, &walk->outsideCapacity, literal, length,
                         &outline->outOfMemory);
        if (walk->scansText && holds_prefix(walk, (const uint8_t *)literal, length)) {
            CSOutlineScannedText scanned = {{(intptr_t)outline->scannedTextByteCount, (intptr_t)length}, 0, 0,
                                            walk->block};
            position_of(node, &scanned.line, &scanned.column);
            append_bytes(&outline->scannedText, &outline->scannedTextByteCount, &outline->scannedTextByteCapacity,
                         literal, length, &outline->outOfMemory);
            APPEND(outline, scannedTexts, scannedTextCount, scannedTextCapacity, scanned);
        }
        break;
    }
    case CMARK_NODE_CODE: {
        const char *literal = cmark_node_get_literal(node);
        size_t length = literal ? strlen(literal) : 0;
        CSOutlineSpan span = {(intptr_t)outline->textCount, (intptr_t)length};
        append_bytes(&outline->text, &outline->textCount, &outline->textCapacity, literal, length,
                     &outline->outOfMemory);
        if (walk->inHeading && level != 2)
            append_bytes(&walk->outside, &walk->outsideCount, &walk->outsideCapacity, literal, length,
                         &outline->outOfMemory);
        if (opensItem && outline->listItemCount > 0) {
            outline->listItems[outline->listItemCount - 1].leadingCode = span;
            outline->listItems[outline->listItemCount - 1].hasLeadingCode = true;
        }
        if (walk->block >= 0) {
            CSOutlineCodeSpan code = {span, 0, 0, walk->block, walk->inHeading && level == 2};
            position_of(node, &code.line, &code.column);
            APPEND(outline, codeSpans, codeSpanCount, codeSpanCapacity, code);
        }
        break;
    }
    case CMARK_NODE_SOFTBREAK:
    case CMARK_NODE_LINEBREAK:
        if (walk->inHeading || inLink)
            append_bytes(&outline->text, &outline->textCount, &outline->textCapacity, " ", 1, &outline->outOfMemory);
        if (walk->inHeading)
            append_bytes(&walk->outside, &walk->outsideCount, &walk->outsideCapacity, " ", 1, &outline->outOfMemory);
        break;
    case CMARK_NODE_LINK: {
        if (walk->block < 0) break;
        const char *url = cmark_node_get_url(node);
        size_t length = url ? strlen(url) : 0;
        CSOutlineLink link = {{(intptr_t)outline->destinationCount, (intptr_t)length},
                              {(intptr_t)outline->textCount, 0}, 0, 0, walk->block};
        append_bytes(&outline->destinations, &outline->destinationCount, &outline->destinationCapacity, url, length,
                     &outline->outOfMemory);
        position_of(node, &link.line, &link.column);
        APPEND(outline, links, linkCount, linkCapacity, link);
        OpenLink open = {(intptr_t)outline->linkCount - 1, level};
        if (reserve((void **)&walk->openLinks, &walk->openLinkCapacity, walk->openLinkCount + 1, sizeof(OpenLink)))
            walk->openLinks[walk->openLinkCount++] = open;
        else
            outline->outOfMemory = true;
        break;
    }
    default:
        break;
    }
}

// Closes the open heading's text, and keeps its text outside direct code spans after it.
static void finish_heading(Walk *walk) {
    CSOutline *outline = walk->outline;
    if (outline->blockCount == 0) return;
    CSOutlineBlock *heading = &outline->blocks[outline->blockCount - 1];
    heading->text.count = (intptr_t)outline->textCount - heading->text.start;
    heading->codeSpansEnd = (intptr_t)outline->codeSpanCount;
    heading->info.start = (intptr_t)outline->textCount;
    heading->info.count = (intptr_t)walk->outsideCount;
    append_bytes(&outline->text, &outline->textCount, &outline->textCapacity, walk->outside, walk->outsideCount,
                 &outline->outOfMemory);
    walk->outsideCount = 0;
}

static void leave(Walk *walk) {
    CSOutline *outline = walk->outline;
    if (walk->skippedDepth > 0) {
        walk->skippedDepth -= 1;
        return;
    }
    walk->level -= 1;
    if (walk->openLinkCount > 0 && walk->openLinks[walk->openLinkCount - 1].level == walk->level) {
        intptr_t index = walk->openLinks[--walk->openLinkCount].index;
        if (index >= 0 && (size_t)index < outline->linkCount)
            outline->links[index].text.count = (intptr_t)outline->textCount - outline->links[index].text.start;
    }
    if (walk->level == 1) {
        if (walk->inHeading) finish_heading(walk);
        walk->inHeading = false;
        walk->inList = false;
    }
}

// Each thread walks into arrays of its own that it keeps from page to page (freed when the thread
// ends), so that a walk neither allocates nor grows anything once the thread has read a large page;
// the caller copies what a walk found before the thread's next walk.
static pthread_key_t scratchKey;
static pthread_once_t scratchOnce = PTHREAD_ONCE_INIT;

static void free_arrays(CSOutline *outline) {
    free(outline->blocks);
    free(outline->listItems);
    free(outline->links);
    free(outline->codeSpans);
    free(outline->scannedTexts);
    free(outline->nestedCodes);
    free(outline->text);
    free(outline->destinations);
    free(outline->scannedText);
}

// cmark's tree is allocated from a region of the thread's own: nodes are bumped out of large chunks
// and the whole region is let go at once when the walk is done, instead of one `calloc` and one
// `free` per node (most of libcmark's own time after parsing proper). cmark's allocator callbacks
// take no context, so the region in use is a thread-local.
typedef struct Chunk {
    struct Chunk *next;
    size_t size;
    size_t used;
    size_t padding;
    _Alignas(16) unsigned char bytes[];
} Chunk;

typedef struct {
    Chunk *first;
    Chunk *current;
} Region;

enum { RegionChunkSize = 256 * 1024, RegionHeader = 16 };

static _Thread_local Region *currentRegion;

static size_t round_up(size_t size) { return (size + 15) & ~(size_t)15; }

static Chunk *new_chunk(size_t needed) {
    size_t size = needed > RegionChunkSize ? needed : RegionChunkSize;
    Chunk *chunk = malloc(sizeof(Chunk) + size);
    if (!chunk) abort(); // as libcmark's own allocator does
    chunk->next = NULL;
    chunk->size = size;
    chunk->used = 0;
    return chunk;
}

static void *region_allocate(size_t size) {
    Region *region = currentRegion;
    size_t needed = RegionHeader + round_up(size);
    if (needed < size) abort();
    Chunk *chunk = region->current;
    if (chunk->size - chunk->used < needed) {
        // The current chunk is the last (a reset frees all but the first).
        Chunk *next = new_chunk(needed);
        chunk->next = next;
        region->current = chunk = next;
    }
    unsigned char *header = chunk->bytes + chunk->used;
    chunk->used += needed;
    *(size_t *)header = size;
    return header + RegionHeader;
}

static void *region_calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) abort();
    // Zeroed here rather than a whole chunk at each reset: cmark's buffers move as they grow, and a
    // page of a few kilobytes leaves a hundred or more behind it in the region.
    void *bytes = region_allocate(count * size);
    memset(bytes, 0, count * size);
    return bytes;
}

static void *region_realloc(void *old, size_t size) {
    if (!old) return region_allocate(size);
    unsigned char *header = (unsigned char *)old - RegionHeader;
    size_t oldSize = *(size_t *)header;
    if (size <= oldSize) return old;
    Chunk *chunk = currentRegion->current;
    // The last allocation of the chunk grows in place.
    if (header + RegionHeader + round_up(oldSize) == chunk->bytes + chunk->used &&
        (size_t)(header - chunk->bytes) + RegionHeader + round_up(size) <= chunk->size) {
        chunk->used = (size_t)(header - chunk->bytes) + RegionHeader + round_up(size);
        *(size_t *)header = size;
        return old;
    }
    void *moved = region_allocate(size);
    memcpy(moved, old, oldSize);
    return moved;
}

static void region_free(void *bytes) { (void)bytes; }

static cmark_mem regionAllocator = {region_calloc, region_realloc, region_free};

// Lets go of everything allocated in the region; keeps its first chunk for the next document.
static void region_reset(Region *region) {
    Chunk *extra = region->first->next;
    while (extra) {
        Chunk *next = extra->next;
        free(extra);
        extra = next;
    }
    region->first->next = NULL;
    region->first->used = 0;
    region->current = region->first;
}

// What a thread keeps from walk to walk: the arrays it walks into and the region of cmark's trees.
typedef struct {
    CSOutline scratch;
    Region region;
    // The walk's stacks, kept from walk to walk.
    OpenLink *openLinks;
    size_t openLinkCapacity;
    uint8_t *outside;
    size_t outsideCapacity;
} ThreadState;

static void free_thread_state(void *state) {
    ThreadState *thread = state;
    free_arrays(&thread->scratch);
    free(thread->openLinks);
    free(thread->outside);
    region_reset(&thread->region);
    free(thread->region.first);
    free(thread);
}

static void make_scratch_key(void) { pthread_key_create(&scratchKey, free_thread_state); }

static ThreadState *thread_state(void) {
    pthread_once(&scratchOnce, make_scratch_key);
    ThreadState *state = pthread_getspecific(scratchKey);
    if (state) return state;
    state = calloc(1, sizeof(ThreadState));
    if (!state) return NULL;
    state->region.first = state->region.current = new_chunk(RegionChunkSize);
    if (pthread_setspecific(scratchKey, state) != 0) {
        free(state->region.first);
        free(state);
        return NULL;
    }
    return state;
}

// Parses `source` into the thread's region; NULL when cmark made no document. End with `end_parse`.
static cmark_node *parse_in_region(ThreadState *state, const char *source, size_t length) {
    currentRegion = &state->region;
    cmark_parser *parser = cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, &regionAllocator);
    cmark_parser_feed(parser, source, length);
    cmark_node *document = cmark_parser_finish(parser);
    cmark_parser_free(parser);
    return document;
}

// Lets go of the tree `parse_in_region` made: all its memory is in the region (cmark_node_free would
// only hand it back node by node).
static void end_parse(ThreadState *state) {
    region_reset(&state->region);
    currentRegion = NULL;
}

const CSOutline *cs_outline_parse(const char *source, size_t length, const intptr_t *lineStarts, size_t lineCount,
                                  CSOutlineWordPrefixes prefixes, intptr_t maximumDepth) {
    static const CSOutline outOfMemory = {.outOfMemory = true};
    ThreadState *state = thread_state();
    if (!state) return &outOfMemory;
    CSOutline *scratch = &state->scratch;
    scratch->blockCount = scratch->listItemCount = scratch->linkCount = scratch->codeSpanCount = 0;
    scratch->nestedCodeCount = 0;
    scratch->scannedTextCount = scratch->textCount = scratch->destinationCount = scratch->scannedTextByteCount = 0;
    scratch->exceededDepthLimit = scratch->outOfMemory = false;
    scratch->depthLimitLine = scratch->depthLimitColumn = 0;
    scratch->rawHTMLCount = scratch->rawHTMLLine = scratch->rawHTMLColumn = 0;
    cmark_node *document = parse_in_region(state, source, length);
    cmark_iter *iterator = document ? cmark_iter_new(document) : NULL;
    if (iterator) {
        Walk walk = {0};
        walk.outline = scratch;
        walk.source = (const uint8_t *)source;
        walk.length = length;
        walk.lineStarts = lineStarts;
        walk.lineCount = lineCount;
        walk.prefixes = prefixes;
        walk.maximumDepth = maximumDepth;
        walk.block = -1;
        walk.openLinks = state->openLinks;
        walk.openLinkCapacity = state->openLinkCapacity;
        walk.outside = state->outside;
        walk.outsideCapacity = state->outsideCapacity;
        cmark_event_type event;
        while ((event = cmark_iter_next(iterator)) != CMARK_EVENT_DONE) {
            cmark_node *node = cmark_iter_get_node(iterator);
            if (!node) continue;
            if (event == CMARK_EVENT_ENTER) {
                enter(&walk, node);
            } else if (event == CMARK_EVENT_EXIT) {
                leave(&walk);
            }
        }
        state->openLinks = walk.openLinks;
        state->openLinkCapacity = walk.openLinkCapacity;
        state->outside = walk.outside;
        state->outsideCapacity = walk.outsideCapacity;
        cmark_iter_free(iterator);
    }
    end_parse(state);
    return scratch;
}

size_t cs_region_parse_node_count(const char *source, size_t length) {
    ThreadState *state = thread_state();
    if (!state) return 0;
    cmark_node *document = parse_in_region(state, source, length);
    size_t count = 0;
    cmark_iter *iterator = document ? cmark_iter_new(document) : NULL;
    if (iterator) {
        cmark_event_type event;
        while ((event = cmark_iter_next(iterator)) != CMARK_EVENT_DONE) {
            if (event == CMARK_EVENT_ENTER) count += 1;
        }
        cmark_iter_free(iterator);
    }
    end_parse(state);
    return count;
}
