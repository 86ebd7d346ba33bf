// The outline walk over cmark's nodes, in C: one pass that records what a page reader needs of a
// document (top-level blocks, items of top-level lists, links, code spans, the text of the blocks
// whose source may hold a checked word) as flat arrays of plain structs and byte buffers.
//
// Written in C because the same walk in Swift cost a fifth of cmark's own parse: a call into
// libcmark for every node, and array bookkeeping around each. ControlSpecMarkdown is the only
// importer; it copies the arrays into Swift values and frees the outline before it returns.

#ifndef CMARKDOWN_OUTLINE_H
#define CMARKDOWN_OUTLINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// A run of bytes of one of the outline's byte buffers.
typedef struct {
    intptr_t start;
    intptr_t count;
} CSOutlineSpan;

typedef enum {
    CSOutlineBlockOther = 0,
    CSOutlineBlockHeading = 1,
    CSOutlineBlockParagraph = 2,
    CSOutlineBlockCodeBlock = 3,
    CSOutlineBlockList = 4,
} CSOutlineBlockKind;

/// A block directly under the document. Lines and columns are cmark's (1-based, byte columns).
typedef struct {
    CSOutlineBlockKind kind;
    int32_t headingLevel;
    intptr_t startLine;
    intptr_t startColumn;
    /// At least `startLine`.
    intptr_t endLine;
    /// A heading's text (text and code spans, line breaks as spaces), or a code block's code.
    CSOutlineSpan text;
    /// A code block's info string, or a heading's text outside its direct code spans.
    CSOutlineSpan info;
    /// A heading's code spans: indices in `codeSpans`.
    intptr_t codeSpansStart;
    intptr_t codeSpansEnd;
    /// A list's items: indices in `listItems`.
    intptr_t itemsStart;
    intptr_t itemsEnd;
} CSOutlineBlock;

/// An item of a top-level list.
typedef struct {
    intptr_t startLine;
    intptr_t startColumn;
    intptr_t endLine;
    /// The code span that opens the item's first paragraph, when `hasLeadingCode`.
    CSOutlineSpan leadingCode;
    bool hasLeadingCode;
} CSOutlineListItem;

/// A link anywhere in a top-level block: its destination (in `destinations`) and text (in `text`).
typedef struct {
    CSOutlineSpan destination;
    CSOutlineSpan text;
    intptr_t line;
    intptr_t column;
    intptr_t block;
} CSOutlineLink;

/// An inline code span anywhere in a top-level block.
typedef struct {
    CSOutlineSpan literal;
    intptr_t line;
    intptr_t column;
    intptr_t block;
    /// A direct child of a heading (not inside emphasis or a link).
    bool isHeadingChild;
} CSOutlineCodeSpan;

/// A text node of a block whose source may hold a checked word (bytes in `scannedText`).
typedef struct {
    CSOutlineSpan bytes;
    intptr_t line;
    intptr_t column;
    intptr_t block;
} CSOutlineScannedText;

/// A fenced or indented code block that is not directly under the document (inside a list item or a block
/// quote): its start and its info string (in `text`). A page reader reads only top-level code blocks, so it
/// reports these rather than drop a case.
typedef struct {
    intptr_t line;
    intptr_t column;
    CSOutlineSpan info;
} CSOutlineNestedCode;

/// What a walk found, in arrays of the walking thread's that the next walk on that thread reuses.
typedef struct {
    CSOutlineBlock *blocks;
    size_t blockCount, blockCapacity;
    CSOutlineListItem *listItems;
    size_t listItemCount, listItemCapacity;
    CSOutlineLink *links;
    size_t linkCount, linkCapacity;
    CSOutlineCodeSpan *codeSpans;
    size_t codeSpanCount, codeSpanCapacity;
    CSOutlineScannedText *scannedTexts;
    size_t scannedTextCount, scannedTextCapacity;
    CSOutlineNestedCode *nestedCodes;
    size_t nestedCodeCount, nestedCodeCapacity;
    /// Code, info strings, and the text of headings and links.
    uint8_t *text;
    size_t textCount, textCapacity;
    /// Link destinations.
    uint8_t *destinations;
    size_t destinationCount, destinationCapacity;
    /// The bytes of the scanned text nodes.
    uint8_t *scannedText;
    size_t scannedTextByteCount, scannedTextByteCapacity;
    /// Nesting went deeper than the walk's maximum depth; deeper nodes were skipped.
    bool exceededDepthLimit;
    /// Where the first node deeper than the maximum depth starts (1-based; 0 when none was).
    intptr_t depthLimitLine, depthLimitColumn;
    /// How many raw HTML blocks and inlines the document has (the site does not render them), and where the first starts.
    intptr_t rawHTMLCount, rawHTMLLine, rawHTMLColumn;
    /// An allocation failed; the outline is incomplete.
    bool outOfMemory;
} CSOutline;

/// The words a caller looks for in text: `count` ASCII prefixes, concatenated in `bytes`, the
/// length of each in `lengths`.
typedef struct {
    const uint8_t *bytes;
    const size_t *lengths;
    size_t count;
} CSOutlineWordPrefixes;

/// Parses `source` (`length` bytes of UTF-8) with cmark's default options, outlines it, and lets go
/// of cmark's tree. The outline returned belongs to the calling thread and stays valid until its next
/// call: copy what is needed before then, and free nothing.
///
/// `lineStarts` holds the byte offset of each of the `lineCount` lines. A top-level block's text
/// nodes are recorded in `scannedTexts` only when the block is neither code nor HTML, its lines hold
/// one of `prefixes` followed by a letter, digit, `_`, `\` or `&`, and the node's own text holds one
/// of `prefixes`. Nodes nested deeper than `maximumDepth` containers are skipped and
/// `exceededDepthLimit` is set.
const CSOutline *cs_outline_parse(const char *source, size_t length, const intptr_t *lineStarts, size_t lineCount,
                                  CSOutlineWordPrefixes prefixes, intptr_t maximumDepth);

/// Parses `source` as `cs_outline_parse` does, in the same region of the thread's, and counts the
/// nodes without outlining them: the floor of the outline walk with the walk's own allocator.
size_t cs_region_parse_node_count(const char *source, size_t length);

#endif
