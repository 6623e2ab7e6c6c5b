// A translator of the one message table's context (core/messages.h) that marks each text it is
// asked for as "<source>": a test then sees which words of a message passed through the table's
// translation, and which were worded somewhere else.
#pragma once

#include "core/messages.h"

#include <QCoreApplication>
#include <QTranslator>

namespace kibitz::test {

class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (qstrcmp(context, core::MessageContext) != 0)
            return {};
        return QStringLiteral("<%1>").arg(QString::fromUtf8(source));
    }
};

// Installs a MarkingTranslator for its lifetime.
class MarkedMessages {
public:
    MarkedMessages() { QCoreApplication::installTranslator(&m_translator); }
    ~MarkedMessages() { QCoreApplication::removeTranslator(&m_translator); }
    MarkedMessages(const MarkedMessages&) = delete;
    MarkedMessages& operator=(const MarkedMessages&) = delete;

private:
    MarkingTranslator m_translator;
};

} // namespace kibitz::test
