// GameTree's node store: the blocks of slots the nodes live in (and the thread's pool of freed
// blocks), building, moving, cloning and ending a tree, and the nodes' own copies. The tree's
// links, lines and edits are in gametree.cpp.
#include "gametree.h"

#include <algorithm>
#include <memory>
#include <new>

namespace kibitz::game {

// The empty node returned for unknown ids (a shared constant, never changed).
const Node& GameTree::unknownNode()
{
    static const Node empty{};
    return empty;
}

// The notes of a node that has none: all empty.
const NodeNotes& Node::noNotes()
{
    static const NodeNotes none{};
    return none;
}

// A deep copy: the notes too.
Node::Node(const Node& other)
    : id(other.id), parent(other.parent), move(other.move), ply(other.ply), lineStart(other.lineStart),
      lineIndex(other.lineIndex), san(other.san), position(other.position), children(other.children),
      line(other.line), m_notes(other.m_notes ? std::make_unique<NodeNotes>(*other.m_notes) : nullptr)
{
}

Node& Node::operator=(const Node& other)
{
    if (this != &other)
        *this = Node(other);
    return *this;
}

namespace {

constexpr std::size_t BlockSize = GameTree::BlockSize;
// Room made at once for the blocks of a tree that grows, as for its main line.
constexpr std::size_t BlockReserve = GameTree::MainLineReserve / BlockSize + 1;

// Blocks of BlockSize slots freed by this thread's trees, for its next trees: a reader streaming
// games frees one game's blocks just before it needs them for the next (a malloc and free of
// this size cost more than the rest of a node's bookkeeping). Plain data, so that it stays usable
// in trees destroyed after the thread's other objects (closed by PoolCloser, it passes through).
struct BlockPool {
    static constexpr std::size_t Limit = 64;
    Node* free[Limit];
    std::size_t count;
    bool closed;
};
thread_local BlockPool pool; // zero-initialised: empty, open

// Memory of NodeNotes freed by this thread, for its next notes: a list threaded through the
// freed notes themselves, at most Limit of them (a game's worth of annotated moves; the rest go
// back to the heap). Plain data like BlockPool. Notes freed by another thread than made them join
// that thread's list: all come from the heap alike.
struct NotesPool {
    static constexpr std::size_t Limit = 512;
    void* head;
    std::size_t count;
    bool closed;
};
thread_local NotesPool notesPool; // zero-initialised: empty, open

// Frees the pooled blocks and notes when the thread ends; from then on both go straight to the heap.
struct PoolCloser {
    PoolCloser() = default;
    PoolCloser(const PoolCloser&) = delete;
    PoolCloser& operator=(const PoolCloser&) = delete;
    ~PoolCloser()
    {
        while (pool.count)
            std::allocator<Node>().deallocate(pool.free[--pool.count], BlockSize);
        pool.closed = true;
        while (notesPool.head) {
            void* const next = *static_cast<void**>(notesPool.head);
            ::operator delete(notesPool.head);
            notesPool.head = next;
        }
        notesPool.count = 0;
        notesPool.closed = true;
    }
};

// Makes the thread's PoolCloser, before the first block or notes are kept.
void closePoolsAtThreadEnd()
{
    static thread_local PoolCloser closer;
    (void)&closer;
}

// Memory for a block of BlockSize slots.
Node* takeBlock()
{
    if (pool.count)
        return pool.free[--pool.count];
    return std::allocator<Node>().allocate(BlockSize);
}

// Gives back what takeBlock returned.
void giveBlock(Node* block)
{
    if (!pool.closed && pool.count < BlockPool::Limit) {
        closePoolsAtThreadEnd();
        pool.free[pool.count++] = block;
        return;
    }
    std::allocator<Node>().deallocate(block, BlockSize);
}

} // namespace

void* NodeNotes::operator new(std::size_t size)
{
    if (size != sizeof(NodeNotes) || !notesPool.head)
        return ::operator new(size);
    void* const p = notesPool.head;
    notesPool.head = *static_cast<void**>(p);
    --notesPool.count;
    return p;
}

void NodeNotes::operator delete(void* p, std::size_t size)
{
    if (size != sizeof(NodeNotes) || notesPool.closed || notesPool.count >= NotesPool::Limit) {
        ::operator delete(p);
        return;
    }
    closePoolsAtThreadEnd();
    *static_cast<void**>(p) = notesPool.head;
    notesPool.head = p;
    ++notesPool.count;
}

// A tree whose root holds the start position.
GameTree::GameTree(const core::Position& start)
{
    Node* root = new (newSlot()) Node();
    root->id = RootNode;
    root->position = start;
    root->lineStart = RootNode;
    root->line.push_back(RootNode);
    m_live = 1;
}

// Takes over the nodes; the observer is not transferred (it belongs to the holder of the object).
GameTree::GameTree(GameTree&& other) noexcept
    : m_blocks(std::move(other.m_blocks)), m_next(other.m_next), m_live(other.m_live)
{
    other.m_blocks.clear();
    other.m_next = 0;
    other.m_live = 0;
}

// Takes over the nodes and keeps this object's observer.
GameTree& GameTree::operator=(GameTree&& other) noexcept
{
    if (this == &other)
        return *this;
    destroyNodes();
    m_blocks = std::move(other.m_blocks);
    m_next = other.m_next;
    m_live = other.m_live;
    other.m_blocks.clear();
    other.m_next = 0;
    other.m_live = 0;
    return *this;
}

GameTree::~GameTree() { destroyNodes(); }

void GameTree::resetTo(const core::Position& start)
{
    if (m_next == 1 && !slot(RootNode)->hasNotes()) { // the root alone, without notes
        slot(RootNode)->position = start; // the rest of a bare root is the same for every start
        return;
    }
    *this = GameTree(start);
}

// Ends every node (detached ones' slots hold empty nodes) and frees the blocks.
void GameTree::destroyNodes()
{
    for (std::size_t b = 0; b < m_blocks.size(); ++b) {
        // Walked by pointer: m_blocks[b][i] was read again after each free a node made.
        Node* const block = m_blocks[b];
        Node* const end = block + std::min<std::size_t>(BlockSize, m_next - b * BlockSize);
        for (Node* n = block; n != end; ++n)
            n->~Node();
        giveBlock(block);
    }
    m_blocks.clear();
    m_next = 0;
    m_live = 0;
}

// Starts the block of id m_next.
void GameTree::addBlock()
{
    if (m_blocks.size() == 1) // the tree grows on: room for the blocks of a game at once
        m_blocks.reserve(BlockReserve);
    m_blocks.push_back(takeBlock());
}

// Deep copy with identical ids, detached slots' empty nodes included.
GameTree GameTree::clone() const
{
    GameTree copy;
    copy.destroyNodes();
    copy.m_blocks.reserve(m_blocks.size());
    for (std::size_t b = 0; b < m_blocks.size(); ++b)
        copy.m_blocks.push_back(takeBlock());
    for (NodeId id = 0; id < m_next; ++id) {
        new (copy.slot(id)) Node(*slot(id));
        copy.m_next = id + 1; // the nodes destroyNodes() ends, should a copy throw
    }
    copy.m_live = m_live;
    return copy;
}

} // namespace kibitz::game
