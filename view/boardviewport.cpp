// BoardViewport: window set-up, model wiring, camera slots and frame capture. Mouse and key
// handling is in boardviewportevents.cpp.
#include "boardviewport.h"

#include "capturedrows.h"

#include "boardscene.h"
#include "chessgamemodel.h"
#include "viewportanimator.h"
#include "viewportcamera.h"
#include "viewportinput.h"
#include "viewportturner.h"

#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraSelector>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QFrameGraphNode>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QTechniqueFilter>
#include <Qt3DRender/QViewport>
#include <Qt3DRender/QRenderSettings>

#include <QEventLoop>
#include <QTimer>
#include <QVBoxLayout>

namespace kibitz {

namespace {

// Generous: on software GL with the machine loaded (load 9 on 2 cores, seen while several
// builds ran) a frame can take seconds, and a capture given up on leaves a test a null picture.
constexpr int kCaptureTimeoutMs = 20000;

// Qt 6.4's RHI renderer hands QRenderCapture images over bottom-up; the OpenGL one does not.
bool captureIsUpsideDown() { return qgetenv("QT3D_RENDERER") != "opengl"; }

// After the forward renderer, a branch that draws only the marks' material (technique filter
// renderingStyle = BoardScene::kOverlayStyle) over the finished picture, with the same camera.
void addMarksBranch(Qt3DRender::QFrameGraphNode* parent, Qt3DExtras::Qt3DWindow* window)
{
    auto* surface = new Qt3DRender::QRenderSurfaceSelector(parent);
    surface->setSurface(window);
    auto* viewport = new Qt3DRender::QViewport(surface);
    viewport->setNormalizedRect(QRectF(0.0, 0.0, 1.0, 1.0));
    auto* camera = new Qt3DRender::QCameraSelector(viewport);
    camera->setCamera(window->camera());
    auto* filter = new Qt3DRender::QTechniqueFilter(camera);
    auto* key = new Qt3DRender::QFilterKey(filter);
    key->setName(QStringLiteral("renderingStyle"));
    key->setValue(QString::fromLatin1(board3d::BoardScene::kOverlayStyle));
    filter->addMatch(key);
}

// Waits in a local event loop until reply completes or timeoutMs pass; true if it completed.
bool waitForCapture(Qt3DRender::QRenderCaptureReply* reply, int timeoutMs)
{
    if (!reply->isComplete()) {
        QEventLoop loop;
        QTimer timer;
        timer.setSingleShot(true);
        QObject::connect(reply, &Qt3DRender::QRenderCaptureReply::completed, &loop, &QEventLoop::quit);
        QObject::connect(&timer, &QTimer::timeout, &loop, &QEventLoop::quit);
        timer.start(timeoutMs);
        loop.exec();
    }
    return reply->isComplete();
}

} // namespace

// Builds scene, window, camera, input and animator, then shows the model's position.
BoardViewport::BoardViewport(ChessGameModel* model, GameEditing* editing, GameAnnotations* annotations, QWidget* parent)
    : QWidget(parent), m_model(model), m_annotations(annotations)
{
    m_scene = new board3d::BoardScene(this);
    m_pieceSet = board3d::defaultPieceSet(); // the scene starts with the default set's meshes
    m_input = new ViewportInput(m_model, editing, this);
    m_animator = new ViewportAnimator(m_scene, this);
    m_camera = new ViewportCamera(this);
    setUpWindow();
    connectParts();
    m_turner = new ViewportTurner(m_model, m_animator, m_camera, this); // after the animator's connection
    rebuild();
    m_scene->setHighlights(m_input->highlights());
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(200, 150);
    setAccessibleName(tr("Chess board"));
}

// The Qt3D window owns the scene's entities; it is deleted with its container.
BoardViewport::~BoardViewport()
{
    if (m_window)
        m_window->removeEventFilter(this);
}

void BoardViewport::chooseRenderer()
{
    if (!qEnvironmentVariableIsSet("QT3D_RENDERER"))
        qputenv("QT3D_RENDERER", "opengl");
}

// Render-on-demand Qt3DWindow with a capture node at the top of the frame graph.
void BoardViewport::setUpWindow()
{
    chooseRenderer(); // before the window: it and its render aspect read the choice
    m_window = new Qt3DExtras::Qt3DWindow;
    m_window->setTitle(QStringLiteral("3d-board")); // never shown; lets X tools (the e2e test) find it
    m_window->defaultFrameGraph()->setClearColor(QColor::fromRgbF(0.13f, 0.14f, 0.16f));
    m_window->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::OnDemand);
    // The capture node sits above the last branch only (the marks, drawn over the finished
    // picture, so its read-back holds both). Above both leaves, Qt 6.4 lets both render views
    // take the one request without a lock: a capture lost now and then (a null grab after 20 s)
    // and heap corruption (mremap_chunk(): invalid pointer) under load.
    auto* root = new Qt3DRender::QFrameGraphNode;
    m_window->activeFrameGraph()->setParent(root);
    m_capture = new Qt3DRender::QRenderCapture(root);
    addMarksBranch(m_capture, m_window);
    m_window->setActiveFrameGraph(root);
    m_window->setRootEntity(m_scene->rootEntity());
    m_window->installEventFilter(this);
    m_camera->attach(m_window->camera());

    m_container = QWidget::createWindowContainer(m_window, this);
    m_container->setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(m_container);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_container);
}

// Model signals drive the scene; input and camera signals are passed on.
void BoardViewport::connectParts()
{
    connect(m_model, &ChessGameModel::positionChanged, this, &BoardViewport::onPositionChanged);
    connect(m_model, &ChessGameModel::cursorChanged, this, &BoardViewport::refreshMarks);
    connect(m_model, &ChessGameModel::annotationsChanged, this, [this](game::NodeId node) {
        if (node == m_model->cursor())
            refreshMarks();
    });
    connect(m_input, &ViewportInput::highlightsChanged, this, &BoardViewport::refreshHighlights);
    connect(m_input, &ViewportInput::promotionRequested, this, &BoardViewport::onPromotionRequested);
    connect(m_input, &ViewportInput::moveRejected, this, &BoardViewport::moveRejected);
    connect(m_camera, &ViewportCamera::flippedChanged, this, &BoardViewport::flippedChanged);
    connect(m_camera, &ViewportCamera::changed, this, [this]() { m_scene->setLightingYaw(m_camera->view().yawDeg); });
}

// A transition animates (or resyncs); a drag in progress is abandoned.
void BoardViewport::onPositionChanged(const BoardTransition& transition)
{
    if (m_editMode)
        return; // the edit position is shown until edit mode ends (which resyncs)
    m_dragFrom = -1;
    m_dragging = false;
    m_turner->setHolding(false);
    m_animator->apply(transition, placementOf(m_model->position()));
}

// Adds the screen position of the target square for the promotion dialog.
void BoardViewport::onPromotionRequested(core::Square from, core::Square to)
{
    const QPointF pixel = m_camera->project(board3d::squareCentre(int(to)));
    emit promotionRequested(from, to, m_container->mapToGlobal(pixel.toPoint()));
}

// Shows the model's position at once and refreshes the highlights.
void BoardViewport::rebuild()
{
    m_dragFrom = -1;
    m_dragging = false;
    m_animator->resync(m_editMode ? m_animator->target() : placementOf(m_model->position()));
    refreshHighlights();
    refreshMarks();
}

// Loads the set's meshes and swaps them into the shared renderers.
bool BoardViewport::setPieceSet(const QString& name)
{
    if (name == m_pieceSet)
        return true;
    QString error;
    const std::optional<board3d::PieceMeshes> meshes = board3d::loadPieceSet(name, &error);
    if (!meshes) {
        emit styleRejected(error);
        return false;
    }
    m_scene->setPieceMeshes(*meshes);
    m_pieceSet = name;
    return true;
}

// Shows or hides the rows; they already hold the captures of the shown position.
void BoardViewport::setCapturedRowsVisible(bool visible)
{
    m_capturedRows = visible;
    m_animator->finish();
    updateCapturedRows();
}

// The rows when wanted and not editing; while they are shown the camera keeps the fullest rows
// in view (issue 26.4: after many captures they ran off the picture), so the board does not
// change its size with every capture.
void BoardViewport::updateCapturedRows()
{
    const bool shown = m_capturedRows && !m_editMode;
    m_animator->capturedRows()->setVisible(shown);
    m_camera->setAlsoFramed(shown ? board3d::CapturedRows::reach() : std::vector<QVector3D>{});
}

// Recolours the board and the pieces.
bool BoardViewport::setTheme(const QString& name)
{
    const std::optional<board3d::BoardTheme> theme = board3d::findTheme(name);
    if (!theme) {
        emit styleRejected(board3d::unknownThemeMessage(name));
        return false;
    }
    m_scene->setTheme(*theme);
    return true;
}

// The theme the scene shows.
QString BoardViewport::theme() const { return m_scene->themeName(); }

// The frame's coordinate letters on or off.
void BoardViewport::setCoordinatesVisible(bool visible) { m_scene->setCoordinatesVisible(visible); }

// Black's or White's view, animated.
bool BoardViewport::isFlipped() const { return m_camera->isFlipped(); }

// Animated turn of the camera to the chosen side.
void BoardViewport::setFlipped(bool blackAtBottom) { m_camera->setFlipped(blackAtBottom, isVisible()); }

// The other side to the bottom.
void BoardViewport::flip() { setFlipped(!isFlipped()); }

// Default angle and zoom for the side at the bottom.
void BoardViewport::resetView() { m_camera->reset(); }

// Passed to the input controller, which plays the move or drops the selection.
void BoardViewport::completePromotion(core::PieceType piece) { m_input->completePromotion(piece); }

// The input layer keeps the hint with the other highlights.
void BoardViewport::showHint(core::Move move)
{
    if (move.isNull())
        m_input->setHint(-1, -1);
    else
        m_input->setHint(int(move.from()), int(move.to()));
}

// Asks for one frame once the window is exposed; its completion means the board is visible.
void BoardViewport::requestFirstFrame()
{
    if (m_firstFrameAsked)
        return;
    m_firstFrameAsked = true;
    if (m_captureInFlight && !m_captureInFlight->isComplete()) { // its completion is the first frame
        connect(m_captureInFlight.data(), &Qt3DRender::QRenderCaptureReply::completed, this,
                &BoardViewport::firstFrameRendered);
        return;
    }
    Qt3DRender::QRenderCaptureReply* reply = m_capture->requestCapture();
    m_captureInFlight = reply;
    connect(reply, &Qt3DRender::QRenderCaptureReply::completed, this, [this, reply]() {
        reply->deleteLater();
        emit firstFrameRendered();
    });
}

// Captures until the picture is settled: what the scene shows after the last change.
QImage BoardViewport::grabImage()
{
    if (!m_window || !m_window->isExposed())
        return {};
    // A texture repainted just before (highlights) reaches the screen a frame or more later,
    // more under load: capture until two frames in a row agree (at most six).
    // A later capture that times out keeps the last one taken (it was only a check for settling).
    QImage image = captureFrame(kCaptureTimeoutMs);
    for (int i = 0; i < 5 && !image.isNull(); ++i) {
        QImage next = captureFrame(kCaptureTimeoutMs);
        if (next.isNull())
            break;
        const bool settled = next == image;
        image = std::move(next);
        if (settled)
            break;
    }
    return image;
}

// One QRenderCapture round trip, waited for in a local event loop with a timeout.
QImage BoardViewport::captureFrame(int timeoutMs)
{
    // Qt 6.4's backend appends a synced request to the list its render jobs take from, without a
    // lock: a request made while another is pending can corrupt the heap (seen: a crash in
    // RenderCapture::syncFromFrontEnd under load). So one request at a time.
    if (m_captureInFlight && !m_captureInFlight->isComplete() && !waitForCapture(m_captureInFlight, timeoutMs))
        return {};
    Qt3DRender::QRenderCaptureReply* reply = m_capture->requestCapture();
    m_captureInFlight = reply;
    if (!waitForCapture(reply, timeoutMs)) {
        // Qt3D still holds the pending reply: delete it only once it has completed.
        connect(reply, &Qt3DRender::QRenderCaptureReply::completed, reply, &QObject::deleteLater);
        return {};
    }
    const QImage image = reply->image().convertToFormat(QImage::Format_RGB32);
    reply->deleteLater();
    return image.mirrored(false, captureIsUpsideDown());
}

} // namespace kibitz
