// The move tree of one game: nodes with moves, positions, comments and NAGs; variations; lines.
// Plain C++17 (no Qt) so that kibitz-cli, benchmarks and fuzzers can use it.
#pragma once

#include "annotations.h"
#include "childlist.h"
#include "naglist.h"
#include "core/check.h"
#include "core/nullmove.h"
#include "core/position.h"
#include "core/san.h"
#include "core/types.h"

#include <cstdint>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::game {

// Node ids are stable for the life of a tree: a detached subtree keeps its ids and gets them back
// when restored, so undo commands can refer to nodes by id. Ids are never reused.
inline constexpr NodeId NoNode = 0xFFFFFFFFu;
inline constexpr NodeId RootNode = 0;

// What few nodes carry besides their move: texts, NAGs, drawings and navigation memory. Kept out
// of Node, made when first set, so that the usual node (a reader's every move) is small and has
// nothing of its own to free. Their memory comes from a pool of the thread's freed notes
// (gametreestore.cpp): an annotated file makes and frees one per comment or NAG read.
struct NodeNotes {
    std::string comment;
    std::string preComment;
    std::string nags; // the NAG numbers as bytes, handed out as a NagList
    NodeAnnotations annotations;
    NodeId lastVisited = NoNode;

    static void* operator new(std::size_t size);
    static void operator delete(void* p, std::size_t size);
};

struct Node {
    Node() = default;
    // A node for m after parent: the position before the move, played by GameTree::addChild.
    Node(NodeId id, NodeId parent, core::Move m, const core::Position& before, int ply)
        : id(id), parent(parent), move(m), ply(ply), position(before)
    {
    }
    Node(const Node& other);
    Node(Node&&) noexcept = default;
    Node& operator=(const Node& other);
    Node& operator=(Node&&) noexcept = default;
    ~Node() = default;

    // After the move (root: before the first move of the game); empty when none.
    const std::string& comment() const { return m_notes ? m_notes->comment : noNotes().comment; }
    // Before the move; only the first move of a variation has one.
    const std::string& preComment() const { return m_notes ? m_notes->preComment : noNotes().preComment; }
    // Valid until the node's NAGs change.
    NagList nags() const { return NagList(m_notes ? m_notes->nags : noNotes().nags); }
    // Arrows, circles, evaluation, clock (annotations.h).
    const NodeAnnotations& annotations() const { return m_notes ? m_notes->annotations : noNotes().annotations; }
    // Navigation memory for "forward"; not part of the content.
    NodeId lastVisited() const { return m_notes ? m_notes->lastVisited : NoNode; }
    // True when the node has notes: without them it has no comment, NAG or annotation.
    bool hasNotes() const { return m_notes != nullptr; }

    NodeId id = NoNode;
    NodeId parent = NoNode;
    core::Move move; // null for the root, and for a null move ("--", core/nullmove.h)
    int ply = 0; // half-moves from the root
    // A line is a node followed by its main continuations. Line starts are the root and every
    // node that is not the first child of its parent; each node knows its line and its index there.
    NodeId lineStart = NoNode;
    int lineIndex = 0;
    // Canonical SAN; empty for the root. Written when GameTree::node() first hands the node out
    // (derived from the move and the parent's position): a reader does not build it for the many
    // moves nobody shows or writes. One tree is read by one thread at a time (workers get clones).
    mutable std::string san;
    core::Position position; // after the move (the start position for the root)
    ChildList children; // main continuation first, then the variations
    std::vector<NodeId> line; // only filled for line starts: the line's nodes in order

private:
    friend class GameTree;
    static const NodeNotes& noNotes();
    std::unique_ptr<NodeNotes> m_notes; // null until a note is set (GameTree::notes)
};

// A subtree cut out of a tree, remembering where it was so that restore() puts it back.
struct Subtree {
    NodeId parent = NoNode;
    int index = 0;
    std::vector<Node> nodes; // nodes[0] is the subtree's root
};

class GameTree {
public:
    // Told about each elementary change of the structure, before and after (for item models).
    // Linking at index 0 happens only when the parent has no children (the line grows by the
    // node's line, or by the node alone when it is a new leaf whose `line` is still empty);
    // unlinking index 0 only when it is the only child. Other changes are built from these steps.
    class Observer {
    public:
        virtual ~Observer() = default;
        virtual void nodeAboutToBeLinked(NodeId parent, int index, NodeId node) = 0;
        virtual void nodeLinked(NodeId node) = 0;
        virtual void nodeAboutToBeUnlinked(NodeId node) = 0;
        virtual void nodeUnlinked(NodeId parent, int index, NodeId node) = 0;
    };

    // A tree with only the root, holding the given start position.
    explicit GameTree(const core::Position& start = core::Position::startPosition());
    GameTree(GameTree&& other) noexcept;
    GameTree& operator=(GameTree&& other) noexcept;
    GameTree(const GameTree&) = delete;
    GameTree& operator=(const GameTree&) = delete;
    ~GameTree();

    // A deep copy with the same node ids (no observer).
    GameTree clone() const;
    // Becomes the tree GameTree(start) makes (the observer kept, as by a move assignment): a tree
    // of only a bare root keeps its storage (the reader, a game whose FEN tag comes after the tree
    // was made).
    void resetTo(const core::Position& start);

    // Nodes per block of storage (see m_blocks): small blocks leave little room unused, so that a
    // game takes no more memory than with a node per allocation.
    static constexpr NodeId BlockShift = 3;
    static constexpr NodeId BlockSize = NodeId(1) << BlockShift;
    // Room made at once for the main line of a tree that grows (most games are longer).
    static constexpr std::size_t MainLineReserve = 64;
    // Room made at once for a new variation's line: as much as malloc's smallest chunk holds for
    // one id, so that lines of a few moves (most variations) grow without moving.
    static constexpr std::size_t VariationLineReserve = 6;

    const Node& root() const { return *slot(RootNode); }
    // The node id. Unknown ids (never given out, or detached) are a caller's bug: they stop
    // invariant-checking builds (core/check.h) and get an empty node with id NoNode elsewhere.
    // Every other public member refuses them the same way and changes nothing.
    const Node& node(NodeId id) const
    {
        if (!known(id))
            return unknownNode();
        const Node& n = *slot(id);
        if (n.san.empty() && n.parent != NoNode)
            writeSan(n);
        return n;
    }
    // The node as it is stored: its san may not be written yet (see Node::san). For readers that
    // need positions and links only, such as the PGN reader, which looks at every parent it adds to.
    const Node& stored(NodeId id) const { return known(id) ? *slot(id) : unknownNode(); }
    // True when id names a node that is currently in the tree (never asserts: the way to ask).
    bool contains(NodeId id) const { return id < m_next && slot(id)->id == id; }
    // Number of nodes in the tree, the root included.
    std::size_t size() const { return m_live; }
    // One past the largest id ever given out (ids below it may be detached: check contains()).
    NodeId idLimit() const { return m_next; }
    // True when ancestor lies on the path from the root to node (node itself included); O(depth).
    bool isAncestor(NodeId ancestor, NodeId node) const;
    const core::Position& startPosition() const { return root().position; }

    // The first child of parent playing m, or NoNode.
    NodeId findChild(NodeId parent, core::Move m) const;
    // The main continuation of id, or NoNode at the end of a line.
    NodeId mainChild(NodeId id) const;
    // Index of id among its parent's children (0 = main continuation); -1 for the root.
    int childIndex(NodeId id) const;
    // True when id lies on the main line of the game (the root's line).
    bool isMainLine(NodeId id) const { return known(id) && node(id).lineStart == RootNode; }
    // The last node of the line id belongs to.
    NodeId lineEnd(NodeId id) const;
    // The nodes from the root to id, both included.
    std::vector<NodeId> path(NodeId id) const;
    // Number of variations (lines) id's line is nested in: 0 on the main line.
    int variationDepth(NodeId id) const;

    // Adds the legal move m after parent, as its last child; returns the new node. m may be the
    // null move (Move()) when core::canPassTurn(parent's position). Inline for a reader's usual
    // step (the parent's first child, no observer), which then needs no call of its own.
    NodeId addChild(NodeId parent, core::Move m)
    {
        if (!known(parent))
            return NoNode;
        Node& p = mut(parent);
        if (!p.children.empty() || m_observer)
            return addLinked(parent, m);
        Node& n = makeNode(p, m);
        extendLine(p, n, n.id, mut(p.lineStart));
        return n.id;
    }
    // Cuts out the subtree rooted at id (not the root); the next sibling becomes main if id was.
    Subtree detach(NodeId id);
    // Puts back a subtree returned by detach(), with the same ids at the same place.
    void restore(Subtree&& subtree);
    // Moves id to position index among its siblings (0 makes it the main continuation).
    void moveChild(NodeId id, int index);

    // The setters make the node's notes when it has none (an empty value then changes nothing).
    void setComment(NodeId id, std::string text);
    void setPreComment(NodeId id, std::string text);
    void setNags(NodeId id, const std::vector<std::uint8_t>& nags);
    void setAnnotations(NodeId id, NodeAnnotations annotations);
    // Appends text to the comment, one space apart, in place (linear in many appends).
    void appendComment(NodeId id, std::string_view text);
    // Appends one NAG, in place.
    void addNag(NodeId id, std::uint8_t nag);
    void setLastVisited(NodeId id, NodeId child);

    void setObserver(Observer* observer) { m_observer = observer; }
    Observer* observer() const { return m_observer; }

    // Same start position, moves, comments, NAGs, annotations and child order (ids and navigation ignored).
    bool sameContent(const GameTree& other) const;
    // Internal consistency (parents, plies, lines, positions, the SANs written); for tests. Empty when all is well.
    std::string checkInvariants() const;

private:
    // contains(id), asserting it in invariant-checking builds: the guard of the public members.
    bool known(NodeId id) const
    {
        KIBITZ_ASSERT(contains(id) && "unknown node id");
        return contains(id);
    }
    // The empty node (id NoNode) node() returns for an unknown id.
    static const Node& unknownNode();
    // Writes n.san (n is in the tree and not the root).
    void writeSan(const Node& n) const;
    Node& mut(NodeId id) { return *slot(id); }
    // The notes of the known node id, made when it has none.
    NodeNotes& notes(NodeId id);
    // Sets one field of id's notes; an empty value on a node without notes makes none.
    template <class T> void setNote(NodeId id, T NodeNotes::*field, T value, bool empty)
    {
        if (known(id) && (!empty || stored(id).hasNotes()))
            notes(id).*field = std::move(value);
    }
    // The slot of id (below m_next), whether its node is in the tree or detached (see m_blocks).
    Node* slot(NodeId id) const { return m_blocks[id >> BlockShift] + (id & (BlockSize - 1)); }
    // Memory for the node of the next id (which it gives out), from the current block or a new one.
    Node* newSlot()
    {
        if ((m_next & (BlockSize - 1)) == 0)
            addBlock();
        const NodeId id = m_next++;
        return slot(id);
    }
    void addBlock(); // the block of id m_next
    // The node of the next id for m after the known node p, its position played, not linked yet.
    Node& makeNode(const Node& p, core::Move m)
    {
        const NodeId id = m_next;
        Node* n = new (newSlot()) Node(id, p.id, m, p.position, p.ply + 1); // blocks never move: p stays
        core::playMoveOrPass(n->position, m); // no undo record: the parent's position is the undo
        ++m_live;
        return *n;
    }
    // addChild's other cases, through linkChild.
    NodeId addLinked(NodeId parent, core::Move m);
    // The new leaf c (child) becomes p's only child and the next node of p's line, which starts at
    // start (linkChild's first case; addChild's usual one).
    static void extendLine(Node& p, Node& c, NodeId child, Node& start)
    {
        p.children.append(child);
        c.lineStart = p.lineStart;
        c.lineIndex = p.lineIndex + 1;
        if (child == 1) // the first move: room for the main line of a game at once
            start.line.reserve(MainLineReserve);
        start.line.push_back(child);
    }
    void destroyNodes();
    void linkChild(NodeId parent, int index, NodeId child);
    void unlinkChild(NodeId parent, int index);
    std::vector<NodeId> subtreeIds(NodeId id) const;

    // Nodes live in blocks of BlockSize (few allocations for a game's nodes, none freed one by
    // one), the address found from the id: block id / BlockSize, slot id % BlockSize (a table of
    // the nodes' addresses cost more to fill than the arithmetic costs). Every slot below m_next
    // holds a node: a detached node's slot holds an empty one (id NoNode, see contains()) and
    // stays its own, so that restore() puts it back there.
    std::vector<Node*> m_blocks;
    NodeId m_next = 0; // the next id given out
    std::size_t m_live = 0;
    Observer* m_observer = nullptr;
};

} // namespace kibitz::game
