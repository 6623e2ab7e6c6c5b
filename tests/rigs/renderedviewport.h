// Base fixture of the rendered 3D board tests: a shown BoardViewport over its own model, the
// first frame awaited. Needs an X server (the tests run under xvfb-run); skipped without one.
#pragma once

#include "boardviewport.h"
#include "chessgamemodel.h"
#include "gameannotations.h"
#include "gameediting.h"
#include "viewportcamera.h"

#include <QSignalSpy>
#include <QSize>

#include <gtest/gtest.h>

#include <memory>

namespace kibitz::test {

class RenderedViewport : public ::testing::Test {
protected:
    static constexpr QSize kSize{960, 640};

    // Shows the viewport at kSize and waits for its first frame.
    void SetUp() override
    {
        if (!qEnvironmentVariableIsSet("DISPLAY"))
            GTEST_SKIP() << "needs an X server (run under xvfb-run)";
        m_view = std::make_unique<BoardViewport>(&m_model, m_model.editing(), m_model.annotations());
        m_view->resize(kSize);
        QSignalSpy first(m_view.get(), &BoardViewport::firstFrameRendered);
        m_view->show();
        ASSERT_TRUE(first.wait(20000)) << "no frame rendered";
        m_view->camera()->setViewportSize(kSize);
    }

    ChessGameModel m_model;
    std::unique_ptr<BoardViewport> m_view;
};

} // namespace kibitz::test
